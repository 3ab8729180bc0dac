import { cartCalls } from '@kaista/domain/ordering';
import { orderRequestCalls, type OrderRequest } from '@kaista/domain/orders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { orderingRoutes } from './ordering-routes';
import { AURORA, CART_CODE, cartCharacteristic, phoneCart } from './ordering-test-kit';

/** §9: the flags of the environment, less the ones a case switches off. */
const switchedOff = vi.hoisted(() => new Set<string>());
vi.mock('../../lib/routing/feature-flags', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/routing/feature-flags')>();
  return {
    ...actual,
    useFeatureFlags: () =>
      Object.fromEntries(
        Object.entries(actual.useFeatureFlags()).map(([flag, on]) => [flag, on && !switchedOff.has(flag)]),
      ),
  };
});

/** §4/§6: an employee with WRITE_MY_ORDER_REQUESTS (and no right to order). */
const REQUESTER = testUser(
  [],
  [{ uid: AURORA, roles: ['EmployeeUser'], permissions: ['FECompositeWriteMyOrderRequests'] }],
);

const SENT: OrderRequest = {
  id: '00000000-0000-4000-8000-0000000000bb',
  requestNumber: '7100009',
  requesterName: 'Eero Työntekijä',
  status: 'PENDING_APPROVAL',
  summary: '1 × iPhone 16 128 Gt',
  oneTimeCents: 96900,
  monthlyCents: 0,
  reason: null,
  decidedByName: null,
  decidedAt: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  cartCode: null,
  isBulkFile: false,
  approvers: null,
  version: 1,
};

const render = (step: string) =>
  renderRoutes(
    [
      {
        path: ':companyId',
        children: [
          ...orderingRoutes,
          { path: 'order-requests', element: <h1>My requests</h1> },
          { path: 'home', element: <h1>Home</h1> },
        ],
      },
    ],
    `/${AURORA}/order/new/${step}`,
    { user: REQUESTER },
  );

describe('an employee’s order request from the order capture', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    switchedOff.clear();
  });

  const requestMocks = () => [
    answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
    answer(cartCalls.get, () => phoneCart(3)),
    answer(cartCalls.numberAvailability, () => ({
      numberType: 'VOICE_POSTPAID' as const,
      kind: 'NEW' as const,
      available: 40,
      numbers: [],
      warning: null,
    })),
    answer(orderRequestCalls.create, () => SENT),
  ];

  it('goes home after sending the request where the order requests are not shown (§9 flag off)', async () => {
    switchedOff.add('display-order-requests');
    mockApi(requestMocks());
    render('contents');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send as a request' }, { timeout: 15_000 }),
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('has no details step, and sends the cart as a request with If-Match in place of the submit', async () => {
    const calls = mockApi(requestMocks());
    render('contents');
    const send = await screen.findByRole('button', { name: 'Send as a request' }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: 'Summary' })).not.toBeInTheDocument();
    await userEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'My requests' })).toBeInTheDocument();
    const sent = calls.find((call) => call.url.pathname.endsWith('/orderrequests'))!;
    expect(sent).toMatchObject({ method: 'POST', body: { cartId: CART_CODE }, ifMatch: '"3"' });
    expect(sent.url.pathname).toBe(`/api/businesses/${AURORA}/users/u1/orderrequests`);
    await waitFor(() =>
      expect(currentNotifications().map((n) => n.text)).toContain(
        'Order request 7100009 was sent for approval.',
      ),
    );
    expect(calls.some((call) => call.url.pathname.endsWith('/orders'))).toBe(false);
    // The sent cart is closed: read again, it answers 404, which would show an error beside the notice.
    const after = calls.slice(calls.indexOf(sent) + 1);
    expect(after.some((call) => call.url.pathname.endsWith(`/carts/${CART_CODE}`))).toBe(false);
    expect(after.some((call) => call.url.pathname.endsWith('/cartsummary'))).toBe(true);
  });

  it('takes the employee to the field the request was refused for', async () => {
    const named = phoneCart(3);
    named.lines[0]!.selections[0]!.characteristics = [
      cartCharacteristic({
        productCode: 'IPHONE_16_128',
        code: 'userName',
        name: 'User name',
        mandatory: true,
      }),
    ];
    // The first answer of a call is the one given: these before the usual ones.
    mockApi([
      answer(cartCalls.get, () => named),
      answer(orderRequestCalls.create, () =>
        Response.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'The order cannot be made yet.',
            fieldErrors: { '2.IPHONE_16_128.userName': 'validation.cannot-be-empty' },
          },
          { status: 400 },
        ),
      ),
      ...requestMocks(),
    ]);
    render('contents');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send as a request' }, { timeout: 15_000 }),
    );
    const field = await screen.findByRole('textbox', { name: /User name/ });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(/cannot be empty/i);
  });

  it('keeps the submit step to who may order', async () => {
    mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => phoneCart(3)),
    ]);
    render('details');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Submit order' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Send as a request' })).not.toBeInTheDocument();
  });
});
