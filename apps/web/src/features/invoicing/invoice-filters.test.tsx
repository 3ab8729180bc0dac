import { invoiceCalls, payerCalls } from '@kaista/domain/invoices';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, heldAnswer, mockApi } from '../../test/api-mock';
import { auroraManagerWith } from '../../test/test-users';
import { payer, renderInvoicing } from './invoicing-test-kit';

const onePage = <T,>(items: T[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  offset: 0,
  pageSize: 100,
});
const noInvoices = () => ({
  ...onePage([]),
  totals: { totalCents: 0, paidCents: 0, openCents: 0 },
});
const POOL_ID = '00000000-0000-4071-8000-000000000001';

describe('invoice list filters', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('keeps the payer and cost-centre filters shut until their choices come, so neither lists "all" alone', async () => {
    const payers = heldAnswer(answer(payerCalls.list, () => onePage([payer])));
    // More than a list page's hundred: the filter offers every one, the last by name too.
    const manyPools = Array.from({ length: 150 }, (_, index) => ({
      id: `00000000-0000-4071-8000-${String(index).padStart(12, '0')}`,
      name: index === 149 ? 'Varasto' : `KP ${String(index).padStart(3, '0')}`,
      description: null,
      version: 1,
      createdAt: '2026-01-01T00:00:00Z',
    }));
    const pools = heldAnswer(answer(payerCalls.costPools, () => manyPools));
    mockApi([payers.held, pools.held, answer(invoiceCalls.list, noInvoices)]);
    renderInvoicing('invoices');
    const payerFilter = await screen.findByRole('button', { name: /Billing agreement/ }, { timeout: 15_000 });
    const poolFilter = screen.getByRole('button', { name: /Cost centre/ });
    expect(payerFilter).toBeDisabled();
    expect(poolFilter).toBeDisabled();
    payers.release();
    await waitFor(() => expect(payerFilter).toBeEnabled());
    expect(poolFilter).toBeDisabled();
    await userEvent.click(payerFilter);
    expect(await screen.findByRole('option', { name: payer.name })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    pools.release();
    await waitFor(() => expect(poolFilter).toBeEnabled());
    await userEvent.click(poolFilter);
    expect(await screen.findByRole('option', { name: 'Varasto' })).toBeInTheDocument();
  });

  it('shows the billing agreement a link chose even when it is not on the first page of agreements', async () => {
    const far = { ...payer, id: '00000000-0000-4070-8000-000000000999', name: 'Oulun varasto' };
    mockApi([
      answer(payerCalls.list, () => onePage([payer])),
      answer(payerCalls.get, () => far),
      answer(payerCalls.costPools, () => []),
      answer(invoiceCalls.list, noInvoices),
    ]);
    renderInvoicing(`invoices?payerId=${far.id}`);
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: /Billing agreement/ })).toHaveTextContent('Oulun varasto'),
      { timeout: 15_000 },
    );
  });

  it('tells a search of letters that it takes digits, and does not show the whole list as if it matched', async () => {
    const calls = mockApi([
      answer(payerCalls.list, () => onePage([payer])),
      answer(payerCalls.costPools, () => []),
      answer(invoiceCalls.list, noInvoices),
    ]);
    renderInvoicing('invoices');
    const search = await screen.findByRole('searchbox', { name: /invoice number/i }, { timeout: 15_000 });
    await userEvent.type(search, 'abc{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a number in digits.');
    expect(search).toHaveAttribute('aria-invalid', 'true');
    expect(
      calls
        .filter((call) => call.url.pathname.endsWith('/invoices2'))
        .every((call) => !call.url.searchParams.has('q')),
    ).toBe(true);
    await userEvent.clear(search);
    await userEvent.type(search, '0007{Enter}');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('0007'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sorts either way round, and keeps the way when the field changes', async () => {
    const calls = mockApi([
      answer(payerCalls.list, () => onePage([payer])),
      answer(payerCalls.costPools, () => []),
      answer(invoiceCalls.list, noInvoices),
    ]);
    renderInvoicing('invoices');
    const direction = await screen.findByRole('button', { name: /Direction/ }, { timeout: 15_000 });
    expect(direction).toHaveTextContent('Descending: newest, largest first');
    await userEvent.click(direction);
    await userEvent.click(screen.getByRole('option', { name: 'Ascending: oldest, smallest first' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('direction')).toBe('ASC'));
    await userEvent.click(screen.getByRole('button', { name: /Order/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Amount' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('sort')).toBe('total'));
    expect(calls.at(-1)?.url.searchParams.get('direction')).toBe('ASC');
  });

  it('lets someone who may not read cost centres clear a cost centre that came in the address', async () => {
    const calls = mockApi([answer(invoiceCalls.list, noInvoices)]);
    renderInvoicing(`invoices?costPoolId=${POOL_ID}`, auroraManagerWith(['InvoicingReadInvoice']));
    const costCentres = await screen.findByRole('button', { name: /Cost centre/ }, { timeout: 15_000 });
    expect(costCentres).toBeEnabled();
    await userEvent.click(costCentres);
    await userEvent.click(await screen.findByRole('option', { name: 'All cost centres' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.has('costPoolId')).toBe(false));
    expect(calls.some((call) => call.url.pathname.includes('/costpools'))).toBe(false);
  });
});
