import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopCartEntries, shopCarts, shopStock, users } from '../../db/schema';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HttpError } from '../../http-errors';
import { CartService } from './cart.service';
import { OrdersService } from './orders.service';

const KETTU = '100003';
/** The proof: 200 parallel baskets ordering the last 10 units of one product. */
const BUYERS = 200;
const LAST_UNITS = 10;
const PRODUCT = 'SW-SGW6-44-LTE';

/** A representative of Kettu as the services see one; the test needs many carts, one per buyer. */
const actorFor = (id: string) => ({ companyId: KETTU, user: { id } }) as unknown as CompanyAccess;

describe('shop orders racing for the last units', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`sells exactly the ${LAST_UNITS} units left to ${BUYERS} parallel orders; the others get NO_STOCK`, async () => {
    const ids = Array.from({ length: BUYERS }, (_, index) => `race-buyer-${index}`);
    await t.db.insert(users).values(
      ids.map((id) => ({
        id,
        email: `${id}@kettu.example`,
        firstName: 'Kilpa',
        lastName: id,
        passwordHash: '-',
        type: 'external',
      })),
    );
    // Each buyer's basket holds one unit of the product (one through the service, the rest written alike).
    const carts = new CartService(t.db);
    await carts.addEntry(actorFor(ids[0]!), PRODUCT, 1);
    await t.db
      .insert(shopCarts)
      .values(ids.slice(1).map((id) => ({ companyId: KETTU, code: `race-${id}`, userId: id, active: true })));
    await t.db.insert(shopCartEntries).values(
      ids.slice(1).map((id) => ({
        companyId: KETTU,
        cartCode: `race-${id}`,
        entryNumber: 1,
        productCode: PRODUCT,
        quantity: 1,
      })),
    );
    const store = and(
      eq(shopStock.companyId, KETTU),
      eq(shopStock.storeId, '1101'),
      eq(shopStock.productCode, PRODUCT),
    );
    await t.db.update(shopStock).set({ balance: LAST_UNITS }).where(store);

    const orders = new OrdersService(t.db);
    const results = await Promise.allSettled(
      ids.map((id) => orders.submit(actorFor(id), { storeId: '1101', endCustomerReference: 'Kilpailu' })),
    );

    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    expect(placed).toHaveLength(LAST_UNITS);
    expect(refused.map((error) => (error instanceof HttpError ? error.code : String(error)))).toEqual(
      Array(BUYERS - LAST_UNITS).fill('NO_STOCK'),
    );
    const [left] = await t.db.select({ balance: shopStock.balance }).from(shopStock).where(store);
    expect(left?.balance).toBe(0);
  }, 180_000);
});
