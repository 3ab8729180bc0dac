import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopCarts, shopOrderLines, shopOrders, shopStock } from '../../db/schema';
import type { CartRow, EntryRow } from './cart.repo';

export type ShopOrderRow = typeof shopOrders.$inferSelect;

/** Shop orders and the stock they take; called inside the submit's transaction. */
export class OrdersRepo {
  constructor(private readonly db: Database) {}

  /**
   * Takes units from a store's stock in one conditional UPDATE: the row changes only while enough is left,
   * and a concurrent order waits for the row's lock and then sees the balance the first one left, so stock is
   * never sold twice. False when the store has too few.
   */
  async takeStock(
    companyId: string,
    storeId: string,
    productCode: string,
    quantity: number,
  ): Promise<boolean> {
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
    return taken.length > 0;
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
