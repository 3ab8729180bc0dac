import { matskuCalls } from '@kaista/domain/matsku';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications } from '../../lib/notifications/notification-store';
import { answer, heldAnswer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { cartWith, KETTU, product, REPRESENTATIVE } from './matsku-test-kit';
import { matskuRoutes } from './matsku-routes';

const HEADSET = product('HP-JABRA-EV2-65', 'Jabra Evolve2 65');
const GLASS = product('SP-IP15-GLASS', 'iPhone 15 glass', {
  packageSize: 10,
  price: { value: 14.9, currencyIso: 'EUR' },
});
const STORES = [
  { id: '1102', name: 'Kettu Sello', street: 'Leppävaarankatu 3', postalNumber: '02600', city: 'Espoo' },
];
const NO_ORDERS = { items: [], total: 0, offset: 0 };
const notices = () => currentNotifications().map((notice) => notice.text);

function renderSummary() {
  return renderRoutes([{ path: ':companyId', children: matskuRoutes }], `/${KETTU}/matsku/ordersummary`, {
    user: REPRESENTATIVE,
  });
}

describe('order summary', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('steps a pack product by its package size, read-only, sent once the clicking stops; stepping below deletes', async () => {
    const calls = mockApi([
      answer(matskuCalls.cart, () =>
        cartWith([
          { entryNumber: 1, quantity: 1, product: HEADSET },
          { entryNumber: 2, quantity: 10, product: GLASS },
        ]),
      ),
      answer(matskuCalls.stores, () => STORES),
      answer(matskuCalls.pastOrders, () => NO_ORDERS),
      answer(matskuCalls.setEntry, ({ body }) =>
        cartWith(
          [
            { entryNumber: 1, quantity: 1, product: HEADSET },
            { entryNumber: 2, quantity: (body as { quantity: number }).quantity, product: GLASS },
          ],
          2,
        ),
      ),
      answer(matskuCalls.deleteEntry, () => cartWith([{ entryNumber: 2, quantity: 30, product: GLASS }], 3)),
    ]);
    renderSummary();
    const glass = await screen.findByRole('spinbutton', { name: 'Quantity: iPhone 15 glass' });
    expect(glass).toHaveAttribute('readonly');
    expect(screen.getByRole('spinbutton', { name: 'Quantity: Jabra Evolve2 65' })).not.toHaveAttribute(
      'readonly',
    );

    await userEvent.click(screen.getByRole('button', { name: 'More: iPhone 15 glass' }));
    await userEvent.click(screen.getByRole('button', { name: 'More: iPhone 15 glass' }));
    expect(glass).toHaveValue('30');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      body: { quantity: 30 },
      ifMatch: '"1"',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove: Jabra Evolve2 65' }));
    await waitFor(() => expect(notices()).toContain('Deleted: Jabra Evolve2 65'));
    expect(screen.queryByText('Jabra Evolve2 65')).not.toBeInTheDocument();
  });

  it('deletes a line when 0 is typed as its quantity, as its remove button does, where it was set to 1', async () => {
    const calls = mockApi([
      answer(matskuCalls.cart, () =>
        cartWith([
          { entryNumber: 1, quantity: 3, product: HEADSET },
          { entryNumber: 2, quantity: 10, product: GLASS },
        ]),
      ),
      answer(matskuCalls.stores, () => STORES),
      answer(matskuCalls.pastOrders, () => NO_ORDERS),
      answer(matskuCalls.deleteEntry, () => cartWith([{ entryNumber: 2, quantity: 10, product: GLASS }], 2)),
    ]);
    renderSummary();
    const headset = await screen.findByRole('spinbutton', { name: 'Quantity: Jabra Evolve2 65' });

    await userEvent.clear(headset);
    await userEvent.type(headset, '0');
    await userEvent.tab();

    await waitFor(() => expect(notices()).toContain('Deleted: Jabra Evolve2 65'));
    const deletes = calls.filter((call) => call.method === 'DELETE');
    expect(deletes.map((call) => call.url.pathname)).toEqual([
      `/api/businesses/${KETTU}/matsku/cart/entries/1`,
    ]);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(screen.queryByText('Jabra Evolve2 65')).not.toBeInTheDocument();
  });

  it('says on a line what the chosen place of delivery cannot fill, before the order is sent', async () => {
    mockApi([
      answer(matskuCalls.cart, () =>
        cartWith(
          [
            { entryNumber: 1, quantity: 2, product: HEADSET, storeBalance: 1 },
            { entryNumber: 2, quantity: 10, product: GLASS, storeBalance: 0 },
          ],
          1,
          '1102',
        ),
      ),
      answer(matskuCalls.stores, () => STORES),
      answer(matskuCalls.pastOrders, () => NO_ORDERS),
    ]);
    renderSummary();
    const headset = (await screen.findByText('Jabra Evolve2 65')).closest('li')!;
    expect(headset).toHaveTextContent('The place of delivery has only 1 in stock.');
    const glass = screen.getByText('iPhone 15 glass').closest('li')!;
    expect(glass).toHaveTextContent('The place of delivery has none of this product in stock.');
  });

  it('asks for the place of delivery and a reference before ordering', async () => {
    const calls = mockApi([
      answer(matskuCalls.cart, () => cartWith([{ entryNumber: 1, quantity: 2, product: HEADSET }])),
      answer(matskuCalls.stores, () => STORES),
      answer(matskuCalls.pastOrders, () => NO_ORDERS),
      answer(matskuCalls.setStore, () => ({
        ...cartWith([{ entryNumber: 1, quantity: 2, product: HEADSET }], 2),
        storeId: '1102',
      })),
      answer(matskuCalls.submitOrder, () => ({
        id: '00000000-0000-4000-8000-000000000009',
        orderNumber: 'M100001',
        storeId: '1102',
        endCustomerReference: 'Virtanen',
        totalItems: 2,
        totalPrice: { value: 438, currencyIso: 'EUR' as const },
        createdAt: '2026-11-25T08:00:00Z',
      })),
    ]);
    const { router } = renderSummary();
    await userEvent.click(await screen.findByRole('button', { name: 'Send the order' }));
    expect(await screen.findByText('Choose the place of delivery.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /Place of delivery/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Kettu Sello/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Reference shown/ }), 'Virtanen');
    await userEvent.click(screen.getByRole('button', { name: 'Send the order' }));
    await waitFor(() => expect(notices()).toContain('Order M100001 has been received.'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      storeId: '1102',
      endCustomerReference: 'Virtanen',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${KETTU}/matsku`));
  });

  it('puts an earlier order back in the basket and tells what is not as it was', async () => {
    const reorder = heldAnswer(
      answer(matskuCalls.reorder, () => ({
        cart: cartWith([{ entryNumber: 1, quantity: 2, product: HEADSET }], 2),
        changes: [
          {
            productCode: HEADSET.code,
            name: HEADSET.name,
            change: 'price' as const,
            before: { value: 199, currencyIso: 'EUR' as const },
            after: HEADSET.price,
          },
          { productCode: GLASS.code, name: GLASS.name, change: 'noStock' as const, balance: 0 },
        ],
      })),
    );
    const calls = mockApi([
      answer(matskuCalls.cart, () => cartWith([])),
      answer(matskuCalls.stores, () => STORES),
      answer(matskuCalls.pastOrders, () => ({
        items: [
          {
            id: '00000000-0000-4000-8000-000000000009',
            orderNumber: 'M100001',
            storeId: '1102',
            endCustomerReference: 'Virtanen',
            totalItems: 3,
            totalPrice: { value: 467.8, currencyIso: 'EUR' as const },
            createdAt: '2026-11-20T08:00:00Z',
            lines: [
              { productCode: HEADSET.code, name: HEADSET.name, quantity: 2, unitPrice: HEADSET.price },
              { productCode: GLASS.code, name: GLASS.name, quantity: 10, unitPrice: GLASS.price },
            ],
          },
        ],
        total: 1,
        offset: 0,
      })),
      reorder.held,
    ]);
    renderSummary();
    // A double click orders again once: its second press lands before the button draws itself busy.
    const again = await screen.findByRole('button', { name: 'Order again: M100001' });
    fireEvent.click(again);
    fireEvent.click(again);
    reorder.release();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Some products of order M100001 have changed');
    expect(status).toHaveTextContent('iPhone 15 glass is out of stock and was not added.');
    expect(status).toHaveTextContent(/Jabra Evolve2 65: the price changed €199.00 → €219.00/);
    expect(await screen.findByText('Jabra Evolve2 65', { selector: 'span' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { orderNumber: 'M100001' },
    ]);
  });
});
