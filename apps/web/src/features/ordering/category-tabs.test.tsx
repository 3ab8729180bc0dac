import { cartCalls, catalogueCalls, type OrderCategory } from '@kaista/domain/ordering';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import { AURORA, CART_CODE, ORDERER, phoneCart } from './ordering-test-kit';

const CATEGORIES: OrderCategory[] = ['subscriptions', 'broadband', 'phone'];

describe('the order categories as tabs', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('takes the arrow keys, Home and End, and is one Tab stop', async () => {
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => phoneCart()),
      answer(catalogueCalls.offerings, () => ({ categories: CATEGORIES, offerings: [] })),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new`, {
      user: ORDERER,
    });
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(3), { timeout: 15_000 });
    const [first, second, third] = screen.getAllByRole('tab');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    first!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(second).toHaveAttribute('aria-selected', 'true'));
    expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(third).toHaveAttribute('aria-selected', 'true'));
    expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
    expect(first).toHaveFocus();
    await waitFor(() =>
      expect(calls.map((call) => call.url.searchParams.get('category'))).toContain('phone'),
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
