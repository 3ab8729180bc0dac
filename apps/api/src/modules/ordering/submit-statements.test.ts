import { AsyncLocalStorage } from 'node:async_hooks';
import type { BundleStructure, Cart, Offering, OrderSubmitResult } from '@kaista/domain/ordering';
import { asc, eq } from 'drizzle-orm';
import { analyticsEvents, catalogueProducts, catalogueVersion } from '../../db/schema';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER } from '../../seed/demo-ids';
import { type TestApp, withTestApp } from '../../test/test-app';
import { cartClient, FIBRE_ADDRESS } from './ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;

/**
 * The statements the app sends through its query layer for what `action` starts (drizzle's logger of the
 * session, which every transaction's session shares through its options). The job runner's statements run in
 * their own async context and are not counted.
 */
async function statementsOf(t: TestApp, action: () => Promise<void>): Promise<string[]> {
  const session = (t.db as unknown as { session: { logger: unknown; options: { logger?: unknown } } })
    .session;
  const statements: string[] = [];
  const context = new AsyncLocalStorage<true>();
  // PostgreSQL's driver sends a transaction's begin and commit as statements too (PGlite's does not): they
  // are the transaction's frame, not the submit's queries, so both databases count the same.
  const logger = {
    logQuery: (query: string) => {
      if (context.getStore() && !/^\s*(begin|commit|rollback)\b/i.test(query)) statements.push(query);
    },
  };
  const before = { logger: session.logger, optionsLogger: session.options.logger };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await context.run(true, action);
  } finally {
    session.logger = before.logger;
    session.options.logger = before.optionsLogger;
  }
  return statements;
}

describe('the submit path', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  /** A cart of the fibre line (its installation details given) and the given devices, ready to submit. */
  async function readyCart(devices: [string, number][]) {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    let filled = (
      await cart.add('FBB_KUITU_300', 'FIXED_BROADBAND', 1, [], { addressId: FIBRE_ADDRESS })
    ).json<Cart>();
    for (const [code, quantity] of devices) filled = (await cart.add(code, 'DEVICE', quantity)).json<Cart>();
    const fibre = filled.lines.find((line) => line.rootBundleTemplateId === 'FIXED_BROADBAND')!;
    const bundleNo = fibre.selections[0]!.bundleNo;
    const value = (code: string, text: string) => ({
      bundleNo,
      productCode: 'FBB_KUITU_300',
      code,
      value: text,
    });
    await cart.send('PUT', `/carts/${filled.code}/characteristics`, {
      values: [
        value('installationAddress', 'Satamakatu 12, 00160 Helsinki'),
        value('contactPhone', '+358401234567'),
      ],
    });
    expect((await cart.fillDetails(filled.code, DEMO_PAYER.aurora)).statusCode).toBe(200);
    return { cart, code: filled.code };
  }

  async function submitted(devices: [string, number][]) {
    const { cart, code } = await readyCart(devices);
    let answer: OrderSubmitResult | undefined;
    const statements = await statementsOf(t, async () => {
      const response = await t.request({
        method: 'POST',
        url: `${cart.base}/orders`,
        session: manager,
        headers: { 'if-match': cart.etag!, 'idempotency-key': `statements-${code}` },
        payload: { cartId: code },
      });
      expect(response.statusCode, response.body).toBe(201);
      answer = response.json<OrderSubmitResult>();
    });
    expect(answer?.orderNumber).toMatch(/^\d+$/);
    return statements;
  }

  it('submits with a fixed number of statements in one transaction: none per line, product or template', async () => {
    // The first read of each template fills the catalogue's kept structures (decision 014).
    await submitted([['GALAXY_A56_128', 1]]);
    const small = await submitted([['GALAXY_A56_128', 1]]);
    const large = await submitted([
      ['GALAXY_A56_128', 2],
      ['IPHONE_16_128', 1],
      ['PIXEL_9A_128', 3],
    ]);
    console.log(
      `a submit of 2 lines: ${small.length} statements; of 4 lines: ${large.length}\n${large.join('\n')}`,
    );
    expect(large.length).toBe(small.length);
    // Issue 10's submit budget: the idempotency key, the cart with the catalogue's version, the pre-order
    // check's facts in one, then the order's transaction (the approval rules, cart, order number, request,
    // stock, the order with its items, fulfilment job and analytics event; no numbers: the cart names none)
    // and the idempotency answer.
    expect(large.length).toBeLessThanOrEqual(10);
  });

  it('a catalogue change shows at the next call; a stock count is current though the structure and offerings are kept', async () => {
    const structure = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/businesses/${AURORA}/catalogue/bundles/DEVICE`,
          session: manager,
        })
      ).json<BundleStructure>();
    const offering = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/businesses/${AURORA}/catalogue/offerings?category=phone`,
          session: manager,
        })
      )
        .json<{ offerings: Offering[] }>()
        .offerings.find((candidate) => candidate.code === 'PIXEL_9A_128')!;
    const before = await structure();
    await offering();
    const pixel = before.products.find((product) => product.code === 'PIXEL_9A_128')!;
    const [{ version } = { version: '' }] = await t.db.select().from(catalogueVersion);
    await t.db
      .update(catalogueProducts)
      .set({ stock: pixel.stock! - 1 })
      .where(eq(catalogueProducts.code, 'PIXEL_9A_128'));
    const [{ version: afterStock } = { version: '' }] = await t.db.select().from(catalogueVersion);
    expect(afterStock).toBe(version);
    const counted = (await structure()).products.find((product) => product.code === 'PIXEL_9A_128')!;
    expect(counted.stock).toBe(pixel.stock! - 1);
    expect((await offering()).stock).toBe(pixel.stock! - 1);

    await t.db
      .update(catalogueProducts)
      .set({ name: 'Google Pixel 9a 128 Gt (musta)' })
      .where(eq(catalogueProducts.code, 'PIXEL_9A_128'));
    const renamed = (await structure()).products.find((product) => product.code === 'PIXEL_9A_128')!;
    expect(renamed.name).toBe('Google Pixel 9a 128 Gt (musta)');
    expect((await offering()).name).toBe('Google Pixel 9a 128 Gt (musta)');
  });

  it('keeps the §7 analytics events: add and remove by the writes, view cart and checkout reported, purchase', async () => {
    const events = async (cartCode: string) =>
      (
        await t.db
          .select()
          .from(analyticsEvents)
          .where(eq(analyticsEvents.cartCode, cartCode))
          .orderBy(asc(analyticsEvents.createdAt))
      ).map((row) => ({ event: row.event, items: row.items, orderNumber: row.orderNumber }));
    const { cart, code } = await readyCart([['GALAXY_A56_128', 2]]);
    const report = (payload: object) =>
      t.request({
        method: 'POST',
        url: `${cart.base}/carts/${code}/analyticsevents`,
        session: manager,
        payload,
      });
    const added = await cart.add('IPHONE_16_128', 'DEVICE');
    const phone = added.json<Cart>().lines.at(-1)!;
    await cart.send('PUT', `/carts/${code}/bundles/${phone.orderlineBundleNo}/quantity`, { quantity: 3 });
    await cart.send('DELETE', `/carts/${code}/bundles/${phone.orderlineBundleNo}`);
    expect((await report({ event: 'view_cart' })).statusCode).toBe(204);
    expect((await report({ event: 'purchase' })).statusCode).toBe(400);
    await report({ event: 'begin_checkout' });
    const submitted = await t.request({
      method: 'POST',
      url: `${cart.base}/orders`,
      session: manager,
      payload: { cartId: code },
    });
    expect(submitted.statusCode).toBe(201);
    const fibre = { productCode: 'FBB_KUITU_300', quantity: 1 };
    const galaxies = { productCode: 'GALAXY_A56_128', quantity: 2 };
    expect((await events(code)).map((row) => row.event)).toEqual([
      'add_to_cart',
      'add_to_cart',
      'add_to_cart',
      'add_to_cart',
      'remove_from_cart',
      'view_cart',
      'begin_checkout',
      'purchase',
    ]);
    const rows = await events(code);
    expect(rows[2]!.items).toEqual([{ productCode: 'IPHONE_16_128', quantity: 1 }]);
    expect(rows[3]!.items).toEqual([{ productCode: 'IPHONE_16_128', quantity: 2 }]);
    expect(rows[4]!.items).toEqual([{ productCode: 'IPHONE_16_128', quantity: 3 }]);
    expect(rows[5]!.items).toEqual([fibre, galaxies]);
    expect(rows[7]).toEqual({
      event: 'purchase',
      items: [fibre, galaxies],
      orderNumber: Number(submitted.json<OrderSubmitResult>().orderNumber),
    });
    // Another user's cart is as unknown as another company's.
    const other = await t.login('employee@aurora.example');
    const foreign = await t.request({
      method: 'POST',
      url: `/api/businesses/${AURORA}/users/${DEMO_USER.manager}/carts/${code}/analyticsevents`,
      session: other,
      payload: { event: 'view_cart' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
