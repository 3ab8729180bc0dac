import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, orderItems, orders, orderStatusEvents, payers } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderStatusEvents.$inferSelect;

/**
 * A company's order with its items and status timeline, and where it is sent and billed, always filtered by
 * the company. The list and search are `order-list.repo.ts`'s, fulfilment's writes `order-status.repo.ts`'s.
 */
export class OrdersRepo {
  constructor(private readonly db: Database) {}

  async find(companyId: string, orderId: string, lock = false): Promise<OrderRow | null> {
    const query = this.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
    const [row] = await (lock ? query.for('update') : query);
    return row ?? null;
  }

  async items(companyId: string, orderId: string): Promise<OrderItemRow[]> {
    return this.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.companyId, companyId), eq(orderItems.orderId, orderId)))
      .orderBy(asc(orderItems.itemNo));
  }

  async events(companyId: string, orderId: string): Promise<OrderEventRow[]> {
    return this.db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.companyId, companyId), eq(orderStatusEvents.orderId, orderId)))
      .orderBy(asc(orderStatusEvents.seq));
  }

  /** The company's head office, where the order's devices and SIM cards are sent. */
  async headOffice(companyId: string) {
    const [row] = await this.db
      .select({
        name: companies.name,
        street: companies.headOfficeStreet,
        postalNumber: companies.headOfficePostalNumber,
        city: companies.headOfficeCity,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row ?? null;
  }

  /** The billing agreement named on the order, else the company's first one. */
  async payer(companyId: string, payerId: string | undefined) {
    const columns = { id: payers.id, number: payers.number, name: payers.name };
    if (payerId && /^[0-9a-f-]{36}$/i.test(payerId)) {
      const [named] = await this.db
        .select(columns)
        .from(payers)
        .where(and(eq(payers.companyId, companyId), eq(payers.id, payerId)));
      if (named) return named;
    }
    const [first] = await this.db
      .select(columns)
      .from(payers)
      .where(eq(payers.companyId, companyId))
      .orderBy(asc(payers.number))
      .limit(1);
    return first ?? null;
  }
}
