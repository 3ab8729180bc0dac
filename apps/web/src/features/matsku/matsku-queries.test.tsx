import { matskuCalls } from '@kaista/domain/matsku';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { cartWith, KETTU, product, REPRESENTATIVE } from './matsku-test-kit';
import { matskuRoutes } from './matsku-routes';

const HEADSET = product('HP-JABRA-EV2-65', 'Jabra Evolve2 65');
const STORES = [
  { id: '1102', name: 'Kettu Sello', street: 'Leppävaarankatu 3', postalNumber: '02600', city: 'Espoo' },
];
const notices = () => currentNotifications().map((notice) => notice.text);

/** The basket with its place of delivery and reference already given, sent as it is. */
async function sendOrder(refusal: () => Response) {
  const calls = mockApi([
    answer(matskuCalls.cart, () => ({
      ...cartWith([{ entryNumber: 1, quantity: 2, product: HEADSET }]),
      storeId: '1102',
      endCustomerReference: 'Virtanen',
    })),
    answer(matskuCalls.stores, () => STORES),
    answer(matskuCalls.pastOrders, () => ({ items: [], total: 0, offset: 0 })),
    answer(matskuCalls.submitOrder, refusal),
  ]);
  renderRoutes([{ path: ':companyId', children: matskuRoutes }], `/${KETTU}/matsku/ordersummary`, {
    user: REPRESENTATIVE,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Send the order' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
}

describe('a partner shop order the server refuses', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('tells an unknown place of delivery at its field, with no generic notice beside it', async () => {
    await sendOrder(() =>
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'Unknown place of delivery.',
          fieldErrors: { storeId: 'matsku.place-of-delivery-error' },
        },
        { status: 400 },
      ),
    );
    expect(await screen.findByText('Choose the place of delivery.')).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });

  it('says the basket changed in another window (412), not that something went wrong', async () => {
    await sendOrder(() =>
      Response.json({ code: 'PRECONDITION_FAILED', message: 'Changed.' }, { status: 412 }),
    );
    await waitFor(() =>
      expect(notices()).toEqual(['The basket was changed in another window. You now see its latest state.']),
    );
  });
});
