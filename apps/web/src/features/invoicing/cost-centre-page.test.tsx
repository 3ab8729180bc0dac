import { payerCalls, type CostPool } from '@kaista/domain/invoices';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { auroraManagerWith } from '../../test/test-users';
import { answer, mockApi } from '../../test/api-mock';
import { renderInvoicing } from './invoicing-test-kit';

const POOL_ID = '00000000-0000-4071-8000-000000000002';
const pool: CostPool = {
  id: POOL_ID,
  name: 'Myynti',
  description: null,
  version: 2,
  createdAt: '2026-01-01T10:00:00Z',
};
const onePage = (items: CostPool[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  offset: 0,
  pageSize: 20,
});

describe('a cost centre', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('opens from the list by its name and is renamed with the version read as If-Match', async () => {
    let current = pool;
    const calls = mockApi([
      answer(payerCalls.costPoolPage, () => onePage([current])),
      answer(payerCalls.costPool, () => current),
      answer(payerCalls.updateCostPool, ({ body }) => {
        current = { ...pool, ...(body as object), description: 'Myyjien liittymät', version: 3 };
        return current;
      }),
    ]);
    renderInvoicing('cost-centers');
    await userEvent.click(await screen.findByRole('link', { name: 'Myynti' }, { timeout: 15_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Myynti' })).toBeInTheDocument();
    expect(screen.getByText('No description')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "The cost centre's services" })).toHaveAttribute(
      'href',
      `/100001/services?costCentreId=${POOL_ID}`,
    );
    expect(screen.getByRole('link', { name: "Invoices with the cost centre's lines" })).toHaveAttribute(
      'href',
      `/100001/invoices?costPoolId=${POOL_ID}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Modify' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Myynti ja markkinointi');
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Myyjien liittymät');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Myynti ja markkinointi' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Myyjien liittymät')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'PUT');
    expect(sent?.ifMatch).toBe('"2"');
    expect(sent?.body).toEqual({ name: 'Myynti ja markkinointi', description: 'Myyjien liittymät' });
  });

  it('tells a name another cost centre has on the name field, keeping the form open', async () => {
    mockApi([
      answer(payerCalls.costPool, () => pool),
      answer(payerCalls.updateCostPool, () =>
        Response.json(
          {
            code: 'PARTY_EXISTS_WITH_NAME',
            message: 'Taken',
            fieldErrors: { name: 'error.party-exists-with-name' },
          },
          { status: 409 },
        ),
      ),
    ]);
    renderInvoicing(`cost-centers/${POOL_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Modify' }, { timeout: 15_000 }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Hallinto');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(i18n.t('error.party-exists-with-name'))).toBeInTheDocument();
    expect(name).toHaveValue('Hallinto');
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when someone changed the cost centre meanwhile, and reloads it on request', async () => {
    let reads = 0;
    mockApi([
      answer(payerCalls.costPool, () => {
        reads += 1;
        return reads === 1 ? pool : { ...pool, name: 'Myyntitiimi', version: 3 };
      }),
      answer(payerCalls.updateCostPool, () =>
        Response.json({ code: 'PRECONDITION_FAILED', message: 'Changed.' }, { status: 412 }),
      ),
    ]);
    renderInvoicing(`cost-centers/${POOL_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Modify' }, { timeout: 15_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Someone changed this meanwhile/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Myyntitiimi' })).toBeInTheDocument();
    expect(screen.queryByText(/Someone changed this meanwhile/)).not.toBeInTheDocument();
  });

  it('offers no change to whoever may only read cost centres, and says one that is not there is not found', async () => {
    mockApi([
      answer(payerCalls.costPool, ({ params }) =>
        params.costPoolId === POOL_ID
          ? pool
          : Response.json({ code: 'NOT_FOUND', message: 'Cost centre not found.' }, { status: 404 }),
      ),
    ]);
    const { router } = renderInvoicing(
      `cost-centers/${POOL_ID}`,
      auroraManagerWith(['CustomerReadCostCenter']),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Myynti' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modify' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /services|Invoices/ })).not.toBeInTheDocument();
    await router.navigate('/100001/cost-centers/00000000-0000-4071-8000-00000000dead');
    expect(await screen.findByText('Cost centre not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cost centres' })).toBeInTheDocument();
  });
});
