import { productAdminCalls, type AdminProduct } from '@kaista/domain/matsku';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderAt, renderRoutes } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { adminProduct } from './matsku-test-kit';
import { ProductAdminPage } from './product-admin-page';

const cable = adminProduct('CA-LIGHTNING-1M', 'Lightning cable', {
  approved: false,
  online: false,
  status: 'offline',
});
const doro = adminProduct('PH-DORO-8100', 'Doro 8100', { synced: false, status: 'pending', version: 2 });
const notices = () => currentNotifications().map((notice) => notice.text);

function renderPage(
  status: () => AdminProduct | Response = () => ({ ...cable, status: 'online', version: 6 }),
) {
  const calls = mockApi([
    answer(productAdminCalls.products, () => ({
      items: [cable, doro],
      total: 2,
      totalCapped: false,
      offset: 0,
      pageSize: 20,
    })),
    answer(productAdminCalls.setStatus, status),
    answer(productAdminCalls.synchronize, () => ({ ...doro, synced: true, version: 3 })),
    answer(productAdminCalls.product, () => ({
      ...cable,
      description: '',
      stock: [
        {
          companyId: '100003',
          companyName: 'Kettu Oy',
          storeId: 'S1',
          storeName: 'Keskusvarasto',
          balance: 4,
        },
      ],
      assortments: [],
    })),
  ]);
  renderAt('/0/matsku/productadmin/group', <ProductAdminPage />, testUser(['DNAMUUSER']));
  return calls;
}

describe('the operator product admin', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('counts the products, approves a synchronised one on the version read and offers only synchronisation for a staged one', async () => {
    const calls = renderPage();
    const approveCable = await screen.findByRole('button', { name: 'Approve: Lightning cable' });
    expect(screen.getByRole('status')).toHaveTextContent('Products: 2');
    await userEvent.click(approveCable);
    await waitFor(() => expect(notices()).toContain('Approved and online: Lightning cable'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ status: 'online' });
    expect(put?.ifMatch).toBe('"5"');

    expect(screen.queryByRole('button', { name: 'Approve: Doro 8100' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Synchronise: Doro 8100' }));
    await waitFor(() => expect(notices()).toContain('Synchronised: Doro 8100'));
    expect(calls.find((call) => call.method === 'POST')?.ifMatch).toBe('"2"');
  });

  it('says when another change came first (412)', async () => {
    renderPage(() => Response.json({ code: 'PRECONDITION_FAILED', message: 'x' }, { status: 412 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve: Lightning cable' }));
    await waitFor(() => expect(notices().join()).toMatch(/Someone else changed this meanwhile/));
  });

  it('takes the focus to the stock balances opened below the list, and back to the row’s button when they close', async () => {
    renderPage();
    const stock = await screen.findByRole('button', { name: 'Stock: Lightning cable' });
    await userEvent.click(stock);
    const panel = screen.getByRole('region', { name: 'Stock balances: Lightning cable' });
    expect(within(panel).getByRole('heading', { name: 'Stock balances: Lightning cable' })).toHaveFocus();
    expect(await within(panel).findByRole('textbox', { name: /Keskusvarasto/ })).toHaveValue('4');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(panel).not.toBeInTheDocument();
    expect(stock).toHaveFocus();
  });

  it('keeps the search, the status and the page in the address, so a reload or a shared link shows the same list', async () => {
    const calls = mockApi([
      answer(productAdminCalls.products, () => ({
        items: [doro],
        total: 1,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    const path = '/0/matsku/productadmin/group';
    const { router } = renderRoutes(
      [{ path, element: <ProductAdminPage /> }],
      `${path}?q=doro&status=pending`,
      {
        user: testUser(['DNAMUUSER']),
      },
    );
    expect(await screen.findByText('Doro 8100')).toBeInTheDocument();
    const asked = calls.at(-1)?.url.searchParams;
    expect([asked?.get('q'), asked?.get('status')]).toEqual(['doro', 'pending']);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('doro');
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'All statuses' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=doro'));
    expect(calls.at(-1)?.url.searchParams.has('status')).toBe(false);
  });
});
