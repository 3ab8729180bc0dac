import type { OrderReason } from '@kaista/domain/orders';
import { and, eq, getTableColumns, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withWrites } from '../../db/writes-alongside';
import { orders, orderStatusEvents } from '../../db/schema';

interface OrderEvent {
  status: string;
  /** The order system's words, or a known reason (its English text kept as the reason). */
  reason?: string | OrderReason | null;
  at?: Date;
}

/** An event's reason columns: the order system's words, or a known reason's code, values and English text. */
export const reasonColumns = (reason: string | OrderReason | null) =>
  typeof reason === 'object' && reason !== null
    ? { reason: reason.text, reasonCode: reason.code, reasonParams: reason.params }
    : { reason };

/** A timeline event's row, its number the order's next (the caller holds the order's row lock). */
const eventValues = (companyId: string, orderId: string, event: OrderEvent) => ({
  companyId,
  orderId,
  seq: sql<number>`(select coalesce(max(${orderStatusEvents.seq}), 0) + 1 from ${orderStatusEvents}
    where ${orderStatusEvents.companyId} = ${companyId} and ${orderStatusEvents.orderId} = ${orderId})`,
  status: event.status,
  ...reasonColumns(event.reason ?? null),
  ...(event.at ? { at: event.at } : {}),
});

/** An order's status and the events of its timeline as fulfilment moves it on, always filtered by the company. */
export class OrderStatusRepo {
  constructor(private readonly db: Database) {}

  /** The order under its row lock, as a fulfilment step reads it, and whether its timeline has begun. */
  async findForStep(companyId: string, orderId: string) {
    const [row] = await this.db
      .select({
        ...getTableColumns(orders),
        begun: sql<boolean>`exists (select 1 from ${orderStatusEvents}
          where ${orderStatusEvents.companyId} = ${companyId} and ${orderStatusEvents.orderId} = ${orderId})`,
      })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)))
      .for('update');
    return row ?? null;
  }

  /**
   * Adds the next event of the order's timeline (the caller holds the order's row lock), its number taken
   * in the same statement: each fulfilment step adds one.
   */
  async addEvent(
    companyId: string,
    orderId: string,
    event: OrderEvent,
    alongside: readonly SQLWrapper[] = [],
  ): Promise<void> {
    await withWrites(this.db, alongside)
      .insert(orderStatusEvents)
      .values(eventValues(companyId, orderId, event));
  }

  /** `addEvent`'s insert, unsent, for a statement of the caller's (`alongside`). */
  eventInsertion(companyId: string, orderId: string, event: OrderEvent) {
    return this.db.insert(orderStatusEvents).values(eventValues(companyId, orderId, event));
  }

  /** The order's new status, with `alongside` (writes that answer nothing) in the same statement. */
  async setStatus(
    companyId: string,
    orderId: string,
    status: string,
    alongside: readonly SQLWrapper[] = [],
  ): Promise<void> {
    await withWrites(this.db, alongside)
      .update(orders)
      .set({ status })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  }
}
