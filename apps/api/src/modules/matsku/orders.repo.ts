import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopCarts, shopOrderLines, shopOrders, shopStock } from '../../db/schema';
import type { CartRow, EntryRow } from './cart.repo';

export type ShopOrderRow = typeof shopOrders.$inferSelect;
export type ShopOrderLineRow = typeof shopOrderLines.$inferSelect;

/** Shop orders and the stock they take; called inside the submit's transaction. */
export class OrdersRepo {
  constructor(private readonly db: Database) {}

  /**
   * Takes units from a store's stock in one conditional UPDATE: the row changes only while enough is left,
   * and a concurrent order waits for the row's lock and then sees the balance the first one left, so stock is
   * never sold twice. The balance left, or null when the store has too few.
   */
  async takeStock(
    companyId: string,
    storeId: string,
    productCode: string,
    quantity: number,
  ): Promise<number | null> {
    const taken = await this.db
      .update(shopStock)
      .set({ balance: sql`${shopStock.balance} - ${quantity}` })
      .where(
        and(
          eq(shopStock.companyId, companyId),
          eq(shopStock.storeId, storeId),
          eq(shopStock.productCode, productCode),
          gte(shopStock.balance, quantity),
        ),
      )
      .returning({ balance: shopStock.balance });
    return taken[0]?.balance ?? null;
  }

  async create(
    cart: CartRow,
    order: { storeId: string; endCustomerReference: string },
    entries: EntryRow[],
  ): Promise<ShopOrderRow> {
    const totalItems = entries.reduce((sum, entry) => sum + entry.quantity, 0);
    const totalCents = entries.reduce((sum, entry) => sum + entry.quantity * entry.priceCents, 0);
    const [row] = await this.db
      .insert(shopOrders)
      .values({
        companyId: cart.companyId,
        orderNumber: sql`'M' || nextval('shop_order_number_seq')`,
        userId: cart.userId,
        ...order,
        totalItems,
        totalCents,
      })
      .returning();
    if (!row) throw new Error('order not stored');
    await this.db.insert(shopOrderLines).values(
      entries.map((entry, index) => ({
        companyId: cart.companyId,
        orderId: row.id,
        lineNumber: index + 1,
        productCode: entry.productCode,
        name: entry.name,
        quantity: entry.quantity,
        unitPriceCents: entry.priceCents,
      })),
    );
    // §4: a submitted cart is done with; the next call opens a new one.
    await this.db
      .update(shopCarts)
      .set({ active: false })
      .where(and(eq(shopCarts.companyId, cart.companyId), eq(shopCarts.code, cart.code)));
    return row;
  }
}

/** The caller's past shop orders with their lines, newest first. */
export class PastOrdersRepo {
  constructor(private readonly db: Database) {}

  async page(companyId: string, userId: string, offset: number, pageSize: number) {
    const mine = and(eq(shopOrders.companyId, companyId), eq(shopOrders.userId, userId));
    const [orders, total] = await Promise.all([
      this.db
        .select()
        .from(shopOrders)
        .where(mine)
        .orderBy(desc(shopOrders.createdAt), desc(shopOrders.orderNumber))
        .limit(pageSize)
        .offset(offset),
      this.db.$count(shopOrders, mine),
    ]);
    const lines = orders.length
      ? await this.db
          .select()
          .from(shopOrderLines)
          .where(
            and(
              eq(shopOrderLines.companyId, companyId),
              inArray(
                shopOrderLines.orderId,
                orders.map((order) => order.id),
              ),
            ),
          )
          .orderBy(asc(shopOrderLines.lineNumber))
      : [];
    return { orders, lines, total };
  }

  async byNumber(companyId: string, userId: string, orderNumber: string) {
    const [order] = await this.db
      .select()
      .from(shopOrders)
      .where(
        and(
          eq(shopOrders.companyId, companyId),
          eq(shopOrders.userId, userId),
          eq(shopOrders.orderNumber, orderNumber),
        ),
      );
    if (!order) return null;
    const lines = await this.db
      .select()
      .from(shopOrderLines)
      .where(and(eq(shopOrderLines.companyId, companyId), eq(shopOrderLines.orderId, order.id)))
      .orderBy(asc(shopOrderLines.lineNumber));
    return { order, lines };
  }
}
