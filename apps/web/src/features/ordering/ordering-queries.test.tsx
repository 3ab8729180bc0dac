import {
  cartCalls,
  cartTemplateCalls,
  catalogueCalls,
  deliveryInfoCalls,
  type PreorderResult,
} from '@kaista/domain/ordering';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi, type MockedCall } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import { AURORA, AURORA_CHOICES, CART_CODE, ORDERER, page, phoneCart } from './ordering-test-kit';

const TEMPLATE = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'New employee kit',
  lines: [{ name: 'iPhone 16 128 GB', quantity: 1 }],
  createdAt: '2026-11-20T10:00:00.000Z',
};
const PASSED: PreorderResult = {
  overall: 'SUCCESS',
  actions: [{ action: 'DETAILS', overall: 'SUCCESS', errors: [] }],
};
const STALE = () => Response.json({ code: 'PRECONDITION_FAILED', message: 'Changed.' }, { status: 412 });
const CHANGED_MEANWHILE =
  'The cart was changed meanwhile (in another tab?). It has been reloaded; check it and try again.';

const notices = () => currentNotifications().map((notice) => notice.text);

function render(path: string, handlers: readonly MockedCall[]) {
  const calls = mockApi([
    answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
    answer(cartCalls.get, () => phoneCart()),
    answer(cartCalls.orderAvailability, () => ({ available: true, lines: [] })),
    answer(cartTemplateCalls.list, () => ({ templates: [TEMPLATE] })),
    answer(catalogueCalls.offerings, () => ({ categories: ['subscriptions' as const], offerings: [] })),
    answer(cartCalls.payerChoices, () => AURORA_CHOICES),
    answer(cartCalls.changeImpact, () => ({ oneTimeCents: 96900, orderMonthlyCents: 0, company: null })),
    answer(cartCalls.numberPort, () => ({
      numberPorts: [],
      earliestTransferDate: '2026-11-23',
      latestTransferDate: '2027-02-23',
      transferHours: [],
    })),
    answer(deliveryInfoCalls.search, () => page([])),
    ...handlers,
  ]);
  renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new${path}`, {
    user: ORDERER,
  });
  return calls;
}

describe('an ordering write its page tells itself', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('a template name taken (409 with the field) is said at the name only, with no generic notice', async () => {
    render('/cart', [
      answer(cartTemplateCalls.save, () =>
        Response.json(
          { code: 'CONFLICT', message: 'taken', fieldErrors: { name: 'ordering.template.name-taken' } },
          { status: 409 },
        ),
      ),
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: /Template name/ }), 'New employee kit');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a template' }));
    expect(
      await screen.findByText('The company already has a cart template of this name. Choose another name.'),
    ).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });

  it('a template started on a cart changed meanwhile (412) says so once, on the page', async () => {
    render('', [answer(cartTemplateCalls.start, STALE)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New employee kit to the cart' }));
    expect(await screen.findByText(CHANGED_MEANWHILE)).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });

  it('an order submitted on a cart changed meanwhile (412) says so once, on the page', async () => {
    render('/details', [answer(cartCalls.preorderCheck, () => PASSED), answer(cartCalls.submit, STALE)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText(CHANGED_MEANWHILE)).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });
});
