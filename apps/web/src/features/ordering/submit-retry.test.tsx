import { cartCalls, deliveryInfoCalls, type PreorderResult } from '@kaista/domain/ordering';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi, type MockHandler } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import { AURORA, AURORA_CHOICES, CART_CODE, ORDERER, PAYER_ID, page, phoneCart } from './ordering-test-kit';

const PASSED: PreorderResult = {
  overall: 'SUCCESS',
  actions: [{ action: 'DETAILS', overall: 'SUCCESS', errors: [] }],
};
const ORDERED = {
  uid: '00000000-0000-4000-8000-0000000000aa',
  orderNumber: '4100042',
  manualCheckRequired: false,
  orderRequestNumber: null,
};
const UNCERTAIN =
  'The order got no answer, so it is not known whether it was sent. Trying again is safe: the order will not be placed twice.';
const RECEIVED = 'Order 4100042 has been received.';
const lost = () => Promise.reject(new TypeError('Failed to fetch'));
const failed = () => new Response('', { status: 500, statusText: 'Internal Server Error' });

const gone = () => new Response('', { status: 404, statusText: 'Not Found' });

/**
 * The details step whose submits answer in turn from `submits` (the last one from then on). With `closes`, the
 * first submit orders the cart even though its answer is lost: the cart is empty from then on, and reads of the
 * ordered cart's details fail.
 */
function renderDetails(submits: MockHandler<typeof cartCalls.submit>[], closes = false) {
  let version = 1;
  let payer = {};
  let ordered = false;
  const calls = mockApi([
    answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: ordered ? 0 : 1 })),
    answer(cartCalls.get, () =>
      ordered ? { ...phoneCart(version, payer), totalItems: 0, lines: [] } : phoneCart(version, payer),
    ),
    answer(cartCalls.payerChoices, () => (ordered ? gone() : AURORA_CHOICES)),
    answer(cartCalls.setPayer, () => {
      version += 1;
      payer = {
        payer: { uid: PAYER_ID, number: '0007000001', name: 'Aurora Logistics Oy', costCentre: null },
      };
      return phoneCart(version, payer);
    }),
    answer(cartCalls.numberPort, () => ({
      numberPorts: [],
      earliestTransferDate: '2026-11-30',
      latestTransferDate: '2027-02-23',
      transferHours: [],
    })),
    answer(deliveryInfoCalls.search, () => page([])),
    answer(cartCalls.preorderCheck, () => PASSED),
    answer(cartCalls.changeImpact, () => ({ oneTimeCents: 96900, orderMonthlyCents: 0, company: null })),
    answer(cartCalls.submit, (request) => {
      ordered = closes;
      return (submits.shift() ?? submits[0] ?? failed)(request);
    }),
  ]);
  const address = `/${AURORA}/order/new/details`;
  const { router } = renderRoutes([{ path: ':companyId', children: orderingRoutes }], address, {
    user: ORDERER,
  });
  return { calls, again: () => act(() => router.navigate(address)) };
}

/** The Idempotency-Key of each submit sent, resends included. */
const submitKeys = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input).endsWith('/orders'))
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

describe('an order submit whose answer is lost', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('keeps the page, says the order may have been sent, and tries again under the same key', async () => {
    const { calls } = renderDetails([lost, lost, lost, lost, () => ORDERED]);
    const submit = await screen.findByRole('button', { name: 'Submit order' });
    // The clock still runs, and skips the pauses of the transport's own resends under the key (all unanswered).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(submit);
    await waitFor(() => expect(submitKeys()).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    vi.useRealTimers();
    expect(await screen.findByText(UNCERTAIN)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payer' })).toBeInTheDocument();
    expect(submitKeys()).toHaveLength(4);
    // The page's own words are the only ones: no 'Something went wrong' beside them.
    expect(currentNotifications()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentNotifications().map((notice) => notice.text)).toContain(RECEIVED));
    // This orderer may not read orders: the notice links to no order page it would be refused.
    expect(currentNotifications().find((notice) => notice.text === RECEIVED)?.link).toBeUndefined();
    const keys = submitKeys();
    expect(keys).toHaveLength(5);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
    // The cart was checked once: a cart the lost submit did order would fail a new check.
    expect(calls.filter((call) => call.url.pathname.endsWith('/preordercheck'))).toHaveLength(1);
  });

  it('offers only to try again when the lost submit did order, and then tells the order', async () => {
    renderDetails([failed, () => ORDERED], true);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText(UNCERTAIN)).toBeInTheDocument();
    // The ordered cart's details are not read again, so no failed read shows a notice.
    expect(currentNotifications()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentNotifications().map((notice) => notice.text)).toContain(RECEIVED));
    const [first, retry] = submitKeys();
    expect(retry).toBe(first);
  });

  it('sends the same key again after a server error, and a new one for the next order', async () => {
    const { again } = renderDetails([failed, () => ORDERED]);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText(UNCERTAIN)).toBeInTheDocument();
    expect(currentNotifications()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(currentNotifications().map((notice) => notice.text)).toContain(RECEIVED));
    await again();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(submitKeys()).toHaveLength(3));
    const [first, retry, next] = submitKeys();
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('sends a changed cart under a new key, after a new check', async () => {
    const { calls } = renderDetails([failed]);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText(UNCERTAIN)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Payer/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aurora Logistics Oy (0007000001)' }));
    await waitFor(() => expect(screen.queryByText(UNCERTAIN)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(submitKeys()).toHaveLength(2));
    const [first, changed] = submitKeys();
    expect(changed).not.toBe(first);
    expect(calls.filter((call) => call.url.pathname.endsWith('/preordercheck'))).toHaveLength(2);
  });
});
