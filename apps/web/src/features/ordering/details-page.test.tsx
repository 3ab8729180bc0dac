import { cartCalls, deliveryInfoCalls, type PreorderResult } from '@kaista/domain/ordering';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { orderingRoutes } from './ordering-routes';
import {
  ADDRESS,
  AURORA,
  CART_CODE,
  NO_PORTS,
  ORDERER,
  PAYER_ID,
  POOL_ID,
  AURORA_CHOICES,
  page,
  phoneCart,
} from './ordering-test-kit';

const FAILED: PreorderResult = {
  overall: 'FAILURE',
  actions: [
    { action: 'SALES_BAN', overall: 'SUCCESS', errors: [] },
    {
      action: 'DETAILS',
      overall: 'FAILURE',
      errors: [
        { field: 'payer', code: 'PAYER_REQUIRED', key: 'ordering.preorder.PAYER_REQUIRED' },
        {
          field: 'deliveryInfo',
          code: 'DELIVERY_INFO_REQUIRED',
          key: 'ordering.preorder.DELIVERY_INFO_REQUIRED',
        },
      ],
    },
  ],
};
const PASSED: PreorderResult = {
  overall: 'SUCCESS',
  actions: [{ action: 'DETAILS', overall: 'SUCCESS', errors: [] }],
};

/** An orderer who may also read orders, whose notice then links to the order made. */
const ORDER_READER = testUser(
  [],
  [{ uid: AURORA, roles: ['ServiceManagerUser'], permissions: ['FECompositeWriteOrder', 'OrdersReadOrder'] }],
);

function renderDetails(user = ORDERER) {
  return renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/details`, {
    user,
  });
}

const region = (name: string) => screen.getByRole('region', { name });

const notices = () => currentNotifications().map((notice) => notice.text);
const GENERIC = 'Something went wrong. Please try again in a moment.';

describe('order details step', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  // Each case sees only its own notices.
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('runs the pre-order check first and shows each error on its section; nothing is submitted', async () => {
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => phoneCart()),
      answer(cartCalls.payerChoices, () => AURORA_CHOICES),
      answer(cartCalls.preorderCheck, () => FAILED),
      answer(cartCalls.changeImpact, () => ({ oneTimeCents: 96900, orderMonthlyCents: 0, company: null })),
    ]);
    renderDetails();
    // Counted before the check: no payer and no delivery address for a phone that is shipped.
    expect(await screen.findByText('The order is missing details (2).')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await within(region('Payer')).findByText('Choose the payer.')).toBeInTheDocument();
    expect(
      within(region('Delivery address')).getByText(
        'Give the delivery address: the order has products that are shipped.',
      ),
    ).toBeInTheDocument();
    // Said at the page's head, far from the button: the focus goes there.
    await waitFor(() =>
      expect(screen.getByText('Correct the marked fields.').closest('[tabindex="-1"]')).toHaveFocus(),
    );
    expect(calls.some((call) => call.url.pathname.endsWith('/orders'))).toBe(false);
  });

  it('names what the order is missing beside the submit, before any check', async () => {
    mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => ({
        ...phoneCart(),
        issues: [{ field: '2.IPHONE_16_128.imei', key: 'validation.cannot-be-empty' }],
      })),
      answer(cartCalls.payerChoices, () => AURORA_CHOICES),
      answer(cartCalls.changeImpact, () => ({ oneTimeCents: 96900, orderMonthlyCents: 0, company: null })),
    ]);
    renderDetails();
    const warning = (await screen.findByText('The order is missing details (3).')).closest('[data-type]')!;
    expect(
      within(warning as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`iPhone 16 128 Gt: ${i18n.t('validation.cannot-be-empty')}`, 'Payer', 'Delivery address']);
  });

  it('saves the payer and a checked delivery address with If-Match, then submits and shows the order number', async () => {
    let version = 1;
    let details = {};
    let submitted = false;
    const calls = mockApi([
      answer(cartCalls.summary, () =>
        submitted ? { code: null, totalItems: 0 } : { code: CART_CODE, totalItems: 1 },
      ),
      // An ordered cart is closed: read again it is not found.
      answer(cartCalls.get, () =>
        submitted
          ? Response.json({ code: 'NOT_FOUND', message: 'Cart not found.' }, { status: 404 })
          : phoneCart(version, details),
      ),
      answer(cartCalls.payerChoices, () => AURORA_CHOICES),
      answer(cartCalls.setPayer, () => {
        version += 1;
        details = {
          ...details,
          payer: { uid: PAYER_ID, number: '0007000001', name: 'Aurora Logistics Oy', costCentre: null },
        };
        return phoneCart(version, details);
      }),
      answer(cartCalls.setDeliveryInfo, () => {
        version += 1;
        details = { ...details, deliveryInfo: ADDRESS };
        return phoneCart(version, details);
      }),
      answer(cartCalls.preorderCheck, () => PASSED),
      answer(cartCalls.changeImpact, () => ({
        oneTimeCents: 96900,
        orderMonthlyCents: 1990,
        company: {
          monthlyBeforeCents: 15000,
          monthlyAfterCents: 16990,
          byCostCentre: [
            { costCentreId: POOL_ID, name: 'Myynti', monthlyBeforeCents: 15000, monthlyAfterCents: 16990 },
          ],
        },
      })),
      answer(cartCalls.submit, () => {
        submitted = true;
        return {
          uid: '00000000-0000-4000-8000-0000000000aa',
          orderNumber: '4100042',
          manualCheckRequired: false,
          orderRequestNumber: null,
        };
      }),
    ]);
    renderDetails(ORDER_READER);
    expect(await screen.findByText('€150.00 now → €169.90 after the order')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Myynti €150.00 €169.90' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Payer/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aurora Logistics Oy (0007000001)' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/payer'))).toMatchObject({
        method: 'PUT',
        body: { uid: PAYER_ID, costCentreId: null },
        ifMatch: '"1"',
      }),
    );

    const delivery = region('Delivery address');
    await userEvent.type(within(delivery).getByRole('textbox', { name: /Recipient/ }), 'Anna Virtanen');
    await userEvent.type(within(delivery).getByRole('textbox', { name: /Street address/ }), 'Satamakatu 12');
    await userEvent.type(within(delivery).getByRole('textbox', { name: /Postal code/ }), '160');
    await userEvent.type(within(delivery).getByRole('textbox', { name: /City/ }), 'Helsinki');
    await userEvent.click(within(delivery).getByRole('button', { name: 'Save the delivery address' }));
    expect(
      await within(delivery).findByText(/postal code/i, { selector: '[role=alert], [slot=errorMessage], *' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.endsWith('/deliveryinfo'))).toBe(false);
    await userEvent.clear(within(delivery).getByRole('textbox', { name: /Postal code/ }));
    await userEvent.type(within(delivery).getByRole('textbox', { name: /Postal code/ }), '00160');
    await userEvent.click(within(delivery).getByRole('button', { name: 'Save the delivery address' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/deliveryinfo'))).toMatchObject({
        body: ADDRESS,
        ifMatch: '"2"',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() =>
      expect(currentNotifications()).toContainEqual(
        expect.objectContaining({
          text: 'Order 4100042 has been received.',
          link: { to: `/${AURORA}/orders/00000000-0000-4000-8000-0000000000aa`, label: 'Show the order' },
        }),
      ),
    );
    expect(calls.find((call) => call.url.pathname.endsWith('/orders'))).toMatchObject({
      body: { cartId: CART_CODE },
      ifMatch: '"3"',
    });
    // The closed cart is not read again, to answer 404 and say 'Something went wrong' beside the notice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const afterSubmit = calls.slice(calls.findIndex((call) => call.url.pathname.endsWith('/orders')) + 1);
    expect(afterSubmit.filter((call) => call.url.pathname.endsWith(`/carts/${CART_CODE}`))).toEqual([]);
  });

  it.each([
    [
      'the cart was ordered in another tab (404)',
      () => Response.json({ code: 'NOT_FOUND', message: 'Cart not found.' }, { status: 404 }),
      GENERIC,
    ],
    [
      'the server failed (500)',
      () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
      GENERIC,
    ],
    ['the connection was lost', () => Promise.reject(new TypeError('Failed to fetch')), GENERIC],
    [
      'a §8 refusal (409 SALES_BAN)',
      () => Response.json({ code: 'SALES_BAN', message: 'The company has a sales ban.' }, { status: 409 }),
      'The company has a sales ban: no new orders can be made. Contact customer service.',
    ],
  ])(
    'keeps the page and says the order was not sent when the pre-order check fails: %s',
    async (_, fail, notice) => {
      const calls = mockApi([
        answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
        answer(cartCalls.get, () => phoneCart()),
        answer(cartCalls.payerChoices, () => AURORA_CHOICES),
        // Every read of the page answers, so a notice can only be the check's.
        answer(cartCalls.numberPort, () => NO_PORTS),
        answer(deliveryInfoCalls.search, () => page([])),
        answer(cartCalls.preorderCheck, fail),
        answer(cartCalls.changeImpact, () => ({ oneTimeCents: 96900, orderMonthlyCents: 0, company: null })),
      ]);
      renderDetails();
      await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
      expect(
        await screen.findByText('The order could not be checked, so it was not sent. Try again in a moment.'),
      ).toBeInTheDocument();
      // The call's own notice told what failed, once; the page is still the details step, and nothing was ordered.
      expect(notices()).toEqual([notice]);
      expect(screen.queryByText(notice)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit order' })).toBeEnabled();
      expect(region('Payer')).toBeInTheDocument();
      expect(calls.some((call) => call.url.pathname.endsWith('/orders'))).toBe(false);
    },
  );
});
