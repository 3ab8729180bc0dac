import { cartCalls, deliveryInfoCalls } from '@kaista/domain/ordering';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, heldAnswer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import {
  ADDRESS,
  AURORA,
  AURORA_CHOICES,
  CART_CODE,
  NO_PORTS,
  ORDERER,
  PAYER_ID,
  page,
  phoneCart,
} from './ordering-test-kit';

const PAYER = { uid: PAYER_ID, number: '0007000001', name: 'Aurora Logistics Oy', costCentre: null };

describe('cart writes made one after another', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it("sends an address saved while the payer's save is on its way after it, with the version it left", async () => {
    let version = 1;
    let details = {};
    const payerSave = heldAnswer(
      answer(cartCalls.setPayer, () => {
        version += 1;
        details = { ...details, payer: PAYER };
        return phoneCart(version, details);
      }),
    );
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => phoneCart(version, details)),
      answer(cartCalls.payerChoices, () => AURORA_CHOICES),
      answer(cartCalls.changeImpact, () => ({ oneTimeCents: 96900, orderMonthlyCents: 0, company: null })),
      answer(deliveryInfoCalls.search, () => page([])),
      answer(cartCalls.numberPort, () => NO_PORTS),
      payerSave.held,
      answer(cartCalls.setDeliveryInfo, () => {
        version += 1;
        details = { ...details, deliveryInfo: ADDRESS };
        return phoneCart(version, details);
      }),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/details`, {
      user: ORDERER,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Payer/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aurora Logistics Oy (0007000001)' }));

    const delivery = screen.getByRole('region', { name: 'Delivery address' });
    await userEvent.type(within(delivery).getByRole('textbox', { name: /Recipient/ }), ADDRESS.recipient);
    await userEvent.type(within(delivery).getByRole('textbox', { name: /Street address/ }), ADDRESS.street);
    await userEvent.type(
      within(delivery).getByRole('textbox', { name: /Postal code/ }),
      ADDRESS.postalNumber,
    );
    await userEvent.type(within(delivery).getByRole('textbox', { name: /City/ }), ADDRESS.city);
    await userEvent.click(within(delivery).getByRole('button', { name: 'Save the delivery address' }));
    // Waits for the payer's answer: sent now, it would carry the version the payer's save is changing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.url.pathname.endsWith('/deliveryinfo'))).toHaveLength(0);

    payerSave.release();
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/deliveryinfo'))).toMatchObject({
        body: ADDRESS,
        ifMatch: '"2"',
      }),
    );
    expect(calls.find((call) => call.url.pathname.endsWith('/payer'))).toMatchObject({ ifMatch: '"1"' });
    expect(currentNotifications()).toEqual([]);
  });
});
