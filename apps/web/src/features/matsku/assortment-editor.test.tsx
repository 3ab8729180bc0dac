import { companySearchCalls } from '@kaista/domain/company-search';
import { productAdminCalls, type AdminProduct, type Assortment } from '@kaista/domain/matsku';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderAt } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { AssortmentEditor } from './assortment-editor';
import { adminProduct } from './matsku-test-kit';

const retail: Assortment = {
  id: '00000000-0000-4000-8000-000000000702',
  name: 'Kettu Retail',
  isDefault: false,
  productCount: 12,
  companies: [{ id: '100003', name: 'Kettu Retail Oy' }],
  version: 4,
};
const hit = (uid: string, name: string) => ({
  uid,
  name,
  businessId: '1234567-1',
  customerNumber: `C${uid}`,
  city: 'Helsinki',
});

const cable = adminProduct('C-100', 'USB-C cable', { inAssortment: false });

function renderEditor(items: AdminProduct[] = [], refuse?: () => Response) {
  const calls = mockApi([
    answer(productAdminCalls.products, () => ({
      items,
      total: items.length,
      totalCapped: false,
      offset: 0,
      pageSize: 20,
    })),
    answer(companySearchCalls.search, ({ url }) => ({
      items: /kettu|aurora/i.test(url.searchParams.get('query') ?? '')
        ? [hit('100001', 'Aurora Logistics Oy'), hit('100003', 'Kettu Retail Oy')]
        : [],
      total: 2,
      totalCapped: false,
      offset: 0,
      pageSize: 10,
    })),
    answer(
      productAdminCalls.updateAssortment,
      ({ body }) =>
        refuse?.() ?? {
          ...retail,
          companies: (body as { companyIds: string[] }).companyIds.map((id) => ({ id, name: id })),
          version: 5,
        },
    ),
  ]);
  renderAt(
    '/0/matsku/assortments',
    <AssortmentEditor assortment={retail} onClose={() => {}} onConflict={() => {}} />,
    testUser(['DNAMUUSER']),
  );
  return calls;
}

describe('the assortment editor’s companies', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('finds companies by search, adds and removes them, and saves their ids', async () => {
    const user = userEvent.setup();
    const calls = renderEditor();
    const chosen = screen.getByRole('list', { name: 'Companies of the assortment' });
    expect(chosen).toHaveTextContent('Kettu Retail Oy (100003)');

    await user.type(screen.getByRole('searchbox', { name: 'Find a company' }), 'oy{Enter}');
    expect(await screen.findByText('No companies match the search.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Find a company' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a company' }), 'aurora{Enter}');
    const found = await screen.findByRole('list', { name: 'Companies found' });
    // The one already chosen cannot be added twice.
    expect(screen.getByRole('button', { name: 'Add to the assortment: Kettu Retail Oy' })).toBeDisabled();
    expect(found).toHaveTextContent('Aurora Logistics Oy · 1234567-1 · Helsinki');
    await user.click(screen.getByRole('button', { name: 'Add to the assortment: Aurora Logistics Oy' }));
    expect(chosen).toHaveTextContent('Aurora Logistics Oy (100001)');
    await user.click(screen.getByRole('button', { name: 'Remove from the assortment: Kettu Retail Oy' }));
    expect(chosen).not.toHaveTextContent('Kettu Retail Oy');

    await user.click(screen.getByRole('button', { name: 'Save the assortment' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toMatchObject({ companyIds: ['100001'] });
    expect(put.ifMatch).toBe('"4"');
  });
});

describe('the assortment editor’s products', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('says a product added is no longer in the catalogue, and undoes the additions', async () => {
    const user = userEvent.setup();
    const calls = renderEditor([cable], () =>
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'A chosen product does not exist.',
          fieldErrors: { addProducts: 'validation.choice' },
        },
        { status: 400 },
      ),
    );
    await user.click(await screen.findByRole('checkbox', { name: /USB-C cable \(C-100\)/ }));
    expect(screen.getByText('Not saved yet: 1 added, 0 removed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the assortment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A product you added is no longer in the catalogue, so the additions were undone and the assortment was not saved.',
    );
    expect(screen.getByText('Not saved yet: 0 added, 0 removed.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /USB-C cable/ })).not.toBeChecked();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ addProducts: ['C-100'] });
  });

  it('names the limit when too many products change at once', async () => {
    const user = userEvent.setup();
    renderEditor([cable], () =>
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'The request is not valid.',
          fieldErrors: { removeProducts: 'validation.max-length' },
        },
        { status: 400 },
      ),
    );
    await user.click(await screen.findByRole('checkbox', { name: /USB-C cable/ }));
    await user.click(screen.getByRole('button', { name: 'Save the assortment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'At most 200 products can be added or removed at once.',
    );
  });
});
