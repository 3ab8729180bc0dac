import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueProducts, orderItems, orderRequests, orders } from '../../db/schema';
import { nextVersion } from '../../db/optimistic-lock';
import { withWrites } from '../../db/writes-alongside';

export type OrderRow = typeof orders.$inferSelect;
/** An order with the id and number chosen before it is written (`nextOrderNumber`), so it can be written last. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'orderNumber' | 'id'> & {
  id: string;
  orderNumber: number;
};
export type OrderRequestRow = typeof orderRequests.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'companyId' | 'orderId'>;

/** Orders' SQL: an order and its items are written in the submit's transaction with the stock and numbers. */
export class OrdersRepo {
  constructor(private readonly db: Database) {}

  /** The next order number (the identity's sequence: taken outside any lock, never handed out twice). */
  async nextOrderNumber(): Promise<number> {
    const [row] = await this.db
      .select({ next: sql<string>`nextval(pg_get_serial_sequence('orders', 'order_number'))::text` })
      .from(sql`(select 1) as one`);
    return Number(row!.next);
  }

  /**
   * The order and its items in one statement (the items in a writable CTE, checked against the order at the
   * statement's end). The order's insert updates the company's kept counts of orders per status and month
   * (decision 015): a row every submit of the company shares, locked until the commit. So this is the
   * submit's last statement, and the row is held for one round trip, not for the rest of the transaction.
   * `alongside` are the submit's other writes that answer nothing (its jobs, its analytics event), sent in
   * the same statement so that they cost no round trip of their own.
   */
  async insert(
    order: NewOrder,
    items: NewOrderItem[],
    alongside: readonly SQLWrapper[] = [],
  ): Promise<OrderRow> {
    const values = items.map((item) => ({ ...item, companyId: order.companyId, orderId: order.id }));
    const writes = [
      ...(values.length === 0 ? [] : [this.db.insert(orderItems).values(values)]),
      ...alongside,
    ];
    const [row] = await withWrites(this.db, writes)
      .insert(orders)
      .overridingSystemValue()
      .values(order)
      .returning();
    return row!;
  }

  /**
   * Takes the units of every product from stock in one statement, each only if there are enough; the codes
   * of those there were not enough of (and nothing of theirs taken) come back. Codes are unique.
   */
  async takeStock(wanted: ReadonlyMap<string, number>): Promise<string[]> {
    if (wanted.size === 0) return [];
    const quantity = sql`(case ${catalogueProducts.code} ${sql.join(
      [...wanted].map(([code, units]) => sql`when ${code} then ${units}::integer`),
      sql` `,
    )} end)`;
    const taken = await this.db
      .update(catalogueProducts)
      .set({ stock: sql`${catalogueProducts.stock} - ${quantity}` })
      .where(
        and(
          inArray(catalogueProducts.code, [...wanted.keys()]),
          sql`${catalogueProducts.stock} >= ${quantity}`,
        ),
      )
      .returning({ code: catalogueProducts.code });
    const done = new Set(taken.map((row) => row.code));
    return [...wanted.keys()].filter((code) => !done.has(code));
  }

  /**
   * §4: the order request whose 'proceed to order' made this cart is completed by the cart's submit (still
   * waiting, else nothing: a request decided meanwhile stays as decided).
   */
  async completeRequestOf(companyId: string, cartCode: string, decidedByName: string) {
    const [row] = await this.db
      .update(orderRequests)
      .set({
        status: 'COMPLETED',
        decidedByName,
        decidedAt: new Date(),
        version: nextVersion(orderRequests.version),
      })
      .where(
        and(
          eq(orderRequests.companyId, companyId),
          eq(orderRequests.cartCode, cartCode),
          eq(orderRequests.status, 'PENDING_APPROVAL'),
        ),
      )
      .returning();
    return row ?? null;
  }
}
