import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatskuCart, PastShopOrdersPage, ReorderResult, ShopOrder } from '@kaista/domain/matsku';
import { shopProducts, shopStock } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const KETTU = '/api/businesses/100003/matsku';

describe('matsku past orders and reorder', () => {
  let t: TestApp;
  let rep: string;
  let repEnd: string;
  beforeAll(async () => {
    t = await createTestApp();
    rep = await t.login('rep@kettu.example');
    repEnd = await t.login('repend@kettu.example');
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST', path: string, payload?: object, session = rep, headers = {}) =>
    t.request({ method, url: `${KETTU}${path}`, session, headers, ...(payload ? { payload } : {}) });

  it('lists the caller’s orders with their lines and puts one back in the basket, telling what changed', async () => {
    await send('POST', '/cart/entries', { productCode: 'SP-JBL-FLIP6', quantity: 2 });
    await send('POST', '/cart/entries', { productCode: 'CH-USBC-25W', quantity: 1 });
    const placed = (
      await send('POST', '/orders', { storeId: '2201', endCustomerReference: 'Uudelleen' })
    ).json<ShopOrder>();

    const page = (await send('GET', '/orders')).json<PastShopOrdersPage>();
    expect(page.items[0]).toMatchObject({ orderNumber: placed.orderNumber, totalItems: 3 });
    expect(page.items[0]?.lines.map((line) => [line.productCode, line.quantity])).toEqual([
      ['SP-JBL-FLIP6', 2],
      ['CH-USBC-25W', 1],
    ]);
    // Another representative of the company does not see this one's orders.
    const others = (await send('GET', '/orders', undefined, repEnd)).json<PastShopOrdersPage>();
    expect(others.items.some((order) => order.orderNumber === placed.orderNumber)).toBe(false);

    // Since then the speaker got dearer and the charger sold out everywhere.
    await t.db.update(shopProducts).set({ priceCents: 13900 }).where(eq(shopProducts.code, 'SP-JBL-FLIP6'));
    await t.db
      .update(shopStock)
      .set({ balance: 0 })
      .where(and(eq(shopStock.companyId, '100003'), eq(shopStock.productCode, 'CH-USBC-25W')));

    const cart = (await send('GET', '/cart')).json<MatskuCart>();
    const response = await send('POST', '/cart/reorder', { orderNumber: placed.orderNumber }, rep, {
      'if-match': `"${cart.version}"`,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<ReorderResult>();
    expect(response.headers.etag).toBe(`"${result.cart.version}"`);
    expect(result.cart.entries.map((entry) => [entry.product.code, entry.quantity])).toEqual([
      ['SP-JBL-FLIP6', 2],
    ]);
    expect(result.changes).toEqual([
      {
        productCode: 'SP-JBL-FLIP6',
        name: 'JBL Flip 6 Bluetooth-kaiutin',
        change: 'price',
        before: { value: 129, currencyIso: 'EUR' },
        after: { value: 139, currencyIso: 'EUR' },
      },
      { productCode: 'CH-USBC-25W', name: expect.any(String), change: 'noStock', balance: 0 },
    ]);

    const stale = await send('POST', '/cart/reorder', { orderNumber: placed.orderNumber }, rep, {
      'if-match': `"${cart.version}"`,
    });
    expect(stale.statusCode).toBe(412);
  });

  it('answers 404 for an order that is not the caller’s and 400 for a malformed number', async () => {
    expect((await send('POST', '/cart/reorder', { orderNumber: 'M999999' })).statusCode).toBe(404);
    expect((await send('POST', '/cart/reorder', { orderNumber: 'X1' })).statusCode).toBe(400);
    expect((await send('GET', '/orders?pageSize=500')).statusCode).toBe(400);
  });
});
