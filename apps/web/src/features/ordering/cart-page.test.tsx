import { CART_QUANTITY_MAX, cartCalls } from '@kaista/domain/ordering';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import { AURORA, CART_CODE, ORDERER, phoneCart } from './ordering-test-kit';

describe('the cart page', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('offers no more of a line than the cart takes', async () => {
    const cart = phoneCart();
    const line = cart.lines[0];
    if (!line) throw new Error('the test cart has a line');
    mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: CART_QUANTITY_MAX })),
      answer(cartCalls.get, () => ({ ...cart, lines: [{ ...line, quantity: CART_QUANTITY_MAX }] })),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/cart`, {
      user: ORDERER,
    });
    expect(await screen.findByRole('button', { name: 'Increase' }, { timeout: 30_000 })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeEnabled();
  });
});
