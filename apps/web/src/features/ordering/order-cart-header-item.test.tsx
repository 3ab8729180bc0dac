import { cartCalls } from '@kaista/domain/ordering';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { sessionKeys } from '../../lib/session/session-queries';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { OrderCartHeaderItem } from './order-cart-header-item';

function renderHeaderAt(path: string, permissions: Parameters<typeof auroraManagerWith>[0]) {
  const calls = mockApi([
    answer(cartCalls.summary, ({ params }) => ({
      code: `C-${params.uid}`,
      totalItems: params.uid === 'u1' ? 3 : 1,
    })),
  ]);
  const header = <OrderCartHeaderItem companyId="100001" />;
  const { client } = renderRoutes(
    [
      { path: '/:companyId/home', element: header },
      { path: '/:companyId/matsku', element: header },
      { path: '/:companyId/order/new/cart', element: <p>the order cart</p> },
    ],
    path,
    { user: auroraManagerWith(permissions) },
  );
  return { calls, client };
}

describe('the header’s order cart (§2)', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows who may order how much the cart holds, and leads to it', async () => {
    renderHeaderAt('/100001/home', ['FECompositeWriteOrder']);
    await userEvent.click(await screen.findByRole('link', { name: 'Cart, 3 items' }));
    expect(await screen.findByText('the order cart')).toBeInTheDocument();
  });

  it('shows an employee who requests orders the cart the request is made of', async () => {
    renderHeaderAt('/100001/home', ['FECompositeWriteMyOrderRequests']);
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('shows the cart of the user now signed in, once an operator starts acting as another', async () => {
    const { calls, client } = renderHeaderAt('/100001/home', ['FECompositeWriteOrder']);
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    client.setQueryData(sessionKeys.user, { ...auroraManagerWith(['FECompositeWriteOrder']), uid: 'u2' });
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(calls.at(-1)?.url.pathname).toBe('/api/businesses/100001/users/u2/cartsummary');
  });

  it('is not there for who may not order, nor in the shop with its own cart', async () => {
    const { calls } = renderHeaderAt('/100001/home', ['ServicesReadService']);
    expect(screen.queryByRole('link', { name: /^Cart,/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.endsWith('/cartsummary'))).toBe(false);
    vi.unstubAllGlobals();
    renderHeaderAt('/100001/matsku', ['FECompositeWriteOrder']);
    expect(screen.queryByRole('link', { name: /^Cart,/ })).not.toBeInTheDocument();
  });
});
