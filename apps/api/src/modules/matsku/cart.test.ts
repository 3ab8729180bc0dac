import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatskuCart, ShopOrder } from '@kaista/domain/matsku';
import { MATSKU_MAX_QUANTITY } from '@kaista/domain/shared/constants';
import { auditLog, shopStock } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const KETTU = '/api/businesses/100003/matsku';

describe('matsku cart and order', () => {
  let t: TestApp;
  let rep: string;
  let repEnd: string;
  beforeAll(async () => {
    t = await createTestApp();
    rep = await t.login('rep@kettu.example');
    repEnd = await t.login('repend@kettu.example');
  });
  afterAll(() => t.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    headers = {},
    session = rep,
  ) => t.request({ method, url: `${KETTU}${path}`, session, headers, ...(payload ? { payload } : {}) });
  const stockOf = async (productCode: string, storeId: string) => {
    const [row] = await t.db
      .select({ balance: shopStock.balance })
      .from(shopStock)
      .where(
        and(
          eq(shopStock.companyId, '100003'),
          eq(shopStock.storeId, storeId),
          eq(shopStock.productCode, productCode),
        ),
      );
    return row?.balance;
  };

  it('starts with an empty cart that has a code and a version tag', async () => {
    const response = await send('GET', '/cart');
    expect(response.statusCode).toBe(200);
    const cart = response.json<MatskuCart>();
    expect(cart).toMatchObject({
      active: true,
      totalItems: 0,
      entries: [],
      totalPrice: { value: 0, currencyIso: 'EUR' },
    });
    expect(cart.code).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.etag).toBe(`"${cart.version}"`);
  });

  it('adds, sets, changes and deletes lines with totals, by the §5 quantity rules', async () => {
    const added = await send('POST', '/cart/entries', { productCode: 'HP-JABRA-EV2-65', quantity: 2 });
    expect(added.statusCode).toBe(201);
    expect(added.json<MatskuCart>()).toMatchObject({ totalItems: 2, totalPrice: { value: 438 } });
    const again = await send('POST', '/cart/entries', { productCode: 'HP-JABRA-EV2-65' });
    const line = again.json<MatskuCart>().entries[0]!;
    expect(line).toMatchObject({
      quantity: 3,
      product: { code: 'HP-JABRA-EV2-65', name: 'Jabra Evolve2 65 UC -kuulokkeet' },
    });

    const glass = await send('POST', '/cart/entries', { productCode: 'SP-IP15-GLASS', quantity: 10 });
    const glassLine = glass
      .json<MatskuCart>()
      .entries.find((entry) => entry.product.code === 'SP-IP15-GLASS')!;
    expect(glassLine.product.packageSize).toBe(10);
    const offStep = await send('PUT', `/cart/entries/${glassLine.entryNumber}`, { quantity: 15 });
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json()).toMatchObject({ fieldErrors: { quantity: 'matsku.quantity-step-error' } });
    const tooMany = await send('PUT', `/cart/entries/${line.entryNumber}`, {
      quantity: MATSKU_MAX_QUANTITY + 1,
    });
    expect(tooMany.statusCode).toBe(400);

    const set = await send('PUT', `/cart/entries/${line.entryNumber}`, { quantity: 5 });
    expect(set.json<MatskuCart>().totalItems).toBe(15);
    const changed = await send('PATCH', `/cart/entries/${glassLine.entryNumber}`, { quantityDelta: 10 });
    expect(changed.json<MatskuCart>().totalItems).toBe(25);
    const zero = await send('PUT', `/cart/entries/${glassLine.entryNumber}`, { quantity: 0 });
    expect(zero.json<MatskuCart>().entries.map((entry) => entry.product.code)).toEqual(['HP-JABRA-EV2-65']);
    const deleted = await send('DELETE', `/cart/entries/${line.entryNumber}`);
    expect(deleted.json<MatskuCart>()).toMatchObject({ totalItems: 0, entries: [] });
    expect((await send('DELETE', `/cart/entries/${line.entryNumber}`)).statusCode).toBe(404);
  });

  it('refuses a change made against an older cart (412) and a product without stock (NO_STOCK)', async () => {
    const current = await send('GET', '/cart');
    const stale = `"${current.json<MatskuCart>().version - 1}"`;
    const refused = await send(
      'POST',
      '/cart/entries',
      { productCode: 'CH-USBC-25W' },
      { 'if-match': stale },
    );
    expect(refused.statusCode).toBe(412);
    const fresh = await send(
      'POST',
      '/cart/entries',
      { productCode: 'CH-USBC-25W' },
      { 'if-match': current.headers.etag },
    );
    expect(fresh.statusCode).toBe(201);
    await send('PUT', '/cart/store', { storeId: '2201' });
    const empty = await send('POST', '/cart/entries', { productCode: 'PH-IP15-128-BK' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'NO_STOCK' });
  });

  it('drops a store that is not the company’s and keeps the reference', async () => {
    const unknown = await send('PUT', '/cart/store', { storeId: '9999' });
    expect(unknown.json<MatskuCart>().storeId).toBeNull();
    const reference = await send('PUT', '/cart/endCustomerReference', {
      endCustomerReference: 'Asiakas Virtanen',
    });
    expect(reference.json<MatskuCart>().endCustomerReference).toBe('Asiakas Virtanen');
    const tooLong = await send('PUT', '/cart/endCustomerReference', { endCustomerReference: 'x'.repeat(36) });
    expect(tooLong.json()).toMatchObject({
      fieldErrors: { endCustomerReference: 'matsku.reference-shown-on-shipment-invoice-error' },
    });
  });

  it('orders with a place of delivery: stock taken from that store and the cart starts anew', async () => {
    const missing = await send('POST', '/orders', { storeId: '', endCustomerReference: 'Tilaus 1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fieldErrors: { storeId: 'matsku.place-of-delivery-error' } });
    const foreignStore = await send('POST', '/orders', { storeId: '9999', endCustomerReference: 'Tilaus 1' });
    expect(foreignStore.json()).toMatchObject({ fieldErrors: { storeId: 'matsku.place-of-delivery-error' } });

    const before = await stockOf('CH-USBC-25W', '1102');
    const placed = await send('POST', '/orders', { storeId: '1102', endCustomerReference: 'Tilaus 1' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json<ShopOrder>()).toMatchObject({
      orderNumber: expect.stringMatching(/^M\d+$/),
      totalItems: 1,
    });
    expect(await stockOf('CH-USBC-25W', '1102')).toBe(before! - 1);
    // In the company's audit log, as the representative's own: the refused attempts are not.
    const orders = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, '100003'), eq(auditLog.action, 'shop.order')));
    expect(orders.map((row) => [row.operatorName, row.actedForId, row.subject])).toEqual([
      ['Riikka Edustaja', null, placed.json<ShopOrder>().orderNumber],
    ]);
    const next = (await send('GET', '/cart')).json<MatskuCart>();
    expect(next.entries).toEqual([]);
    const emptyOrder = await send('POST', '/orders', { storeId: '1102', endCustomerReference: 'Tilaus 2' });
    expect(emptyOrder.json()).toMatchObject({ code: 'ILLEGAL_STATE' });
  });

  it('answers NO_STOCK and takes nothing when the store has too few', async () => {
    await send('POST', '/cart/entries', { productCode: 'HP-SONY-WH1000XM5', quantity: 2 }, {}, repEnd);
    await send('POST', '/cart/entries', { productCode: 'CH-USBC-25W', quantity: 1 }, {}, repEnd);
    const chargersBefore = await stockOf('CH-USBC-25W', '2201');
    // Ratina has one pair of these headphones.
    const refused = await send(
      'POST',
      '/orders',
      { storeId: '2201', endCustomerReference: 'Liian monta' },
      {},
      repEnd,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NO_STOCK' });
    expect(await stockOf('CH-USBC-25W', '2201')).toBe(chargersBefore);
    expect(await stockOf('HP-SONY-WH1000XM5', '2201')).toBe(1);
    const kept = (await send('GET', '/cart', undefined, {}, repEnd)).json<MatskuCart>();
    expect(kept.totalItems).toBe(3);
    expect(kept.entries.map((entry) => entry.storeBalance)).toEqual([null, null]);
    // With Ratina chosen as the place of delivery (as the order form does), the cart tells which line it cannot fill.
    const atRatina = (await send('PUT', '/cart/store', { storeId: '2201' }, {}, repEnd)).json<MatskuCart>();
    expect(atRatina.entries.map((entry) => [entry.product.code, entry.quantity, entry.storeBalance])).toEqual(
      [
        ['HP-SONY-WH1000XM5', 2, 1],
        ['CH-USBC-25W', 1, chargersBefore],
      ],
    );
  });

  it('makes one order of a submit resent under the same Idempotency-Key, and replays its answer', async () => {
    await send('POST', '/cart/entries', { productCode: 'SP-JBL-FLIP6', quantity: 1 });
    const before = await stockOf('SP-JBL-FLIP6', '1101');
    const headers = { 'idempotency-key': 'shop-order-retry-1' };
    const order = { storeId: '1101', endCustomerReference: 'Uusinta' };
    const first = await send('POST', '/orders', order, headers);
    expect(first.statusCode).toBe(201);
    const again = await send('POST', '/orders', order, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<ShopOrder>().orderNumber).toBe(first.json<ShopOrder>().orderNumber);
    expect(await stockOf('SP-JBL-FLIP6', '1101')).toBe(before! - 1);
  });
});
