import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { TARGET_SUBSCRIPTION } from '@kaista/domain/services';
import type { Database } from '../../db/client';
import { notFound } from '../../http-errors';
import { orderItems, orders, services } from '../../db/schema';

/** Order statuses after which an order changes nothing more. */
const ENDED_ORDER_STATUSES = ['COMPLETED', 'SUCCESS', 'ERRORED', 'CANCELLED', 'DISCARDED'] as const;

/**
 * The key written as a literal, not a parameter, so the planner matches the expression index
 * `order_items_target_idx` (migration 0039) and a history is an index lookup however many orders there are.
 */
const TARGET_KEY = sql.raw(`'${TARGET_SUBSCRIPTION}'`);

/** The ids of the orders one of whose items names the service as its target subscription. */
const targetingOrderIds = (companyId: string, serviceId: string): SQL =>
  sql`select ${orderItems.orderId} from ${orderItems}
    where ${orderItems.companyId} = ${companyId}
    and (${orderItems.characteristics} ->> ${TARGET_KEY}) = ${serviceId}`;

/** An order that targets the service. */
const targets = (companyId: string, serviceId: string): SQL =>
  sql`${orders.id} in (${targetingOrderIds(companyId, serviceId)})`;

/**
 * An order of its history: one that targets it, or the NEW order that made it (a union of ids, not an OR of
 * two conditions, so both stay index lookups).
 */
const inHistory = (companyId: string, serviceId: string): SQL =>
  sql`${orders.id} in (${targetingOrderIds(companyId, serviceId)}
    union all select ${services.originOrderId} from ${services}
    where ${services.companyId} = ${companyId} and ${services.id} = ${serviceId})`;

/** The orders that target a service: its history, and whether one of a type is still open. */
export class ServiceOrdersRepo {
  constructor(private readonly db: Database) {}

  /** Runs `work` in a transaction holding the service's row lock (404 when the service is not the company's). */
  async lockedForOrder<T>(companyId: string, id: string, work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.companyId, companyId), eq(services.id, id)))
        .for('update');
      if (!locked) throw notFound('Service');
      return work(tx);
    });
  }

  /** Whether an order of the type targeting the service is still open (neither completed nor ended). */
  /** The service's order of the type that has not completed or ended, if there is one. */
  async openOrder(companyId: string, id: string, orderType: string, db: Database = this.db) {
    const [row] = await db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, companyId),
          eq(orders.orderType, orderType),
          notInArray(orders.status, [...ENDED_ORDER_STATUSES]),
          targets(companyId, id),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The order that made the service and those that targeted it, newest first, with their products' names. */
  async orders(companyId: string, id: string, limit: number) {
    const rows = await this.db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        orderType: orders.orderType,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), inHistory(companyId, id)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
    if (rows.length === 0) return [];
    const items = await this.db
      .select({ orderId: orderItems.orderId, name: orderItems.productName })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.companyId, companyId),
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        ),
      )
      .orderBy(asc(orderItems.itemNo));
    return rows.map((row) => ({
      ...row,
      products: items.filter((item) => item.orderId === row.id).map((item) => item.name),
    }));
  }
}
