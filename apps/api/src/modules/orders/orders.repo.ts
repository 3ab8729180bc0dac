import { and, asc, desc, eq, ilike, inArray, max, sql, type SQL } from 'drizzle-orm';
import { ORDER_LIMITS, type OrderListQuery } from '@kaista/domain/orders';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { companies, orderItems, orders, orderStatusEvents, payers } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderStatusEvents.$inferSelect;
type OrderFilters = Pick<OrderListQuery, 'orderStatus' | 'orderType' | 'q'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * The search: a query of digits is an order number or the beginning of a number on one of the order's items,
 * each found through its own index (the unique order number, `order_items_number_idx`) and united, so the
 * company's orders are not scanned; any other query is a part of the orderer's name (the trigram index).
 */
function searchOf(companyId: string, q: string): SQL {
  if (/^\+?\d+$/.test(q)) {
    const byNumber = sql`select ${orderItems.orderId} from ${orderItems}
      where ${orderItems.companyId} = ${companyId}
      and ${orderItems.characteristics} ->> 'number' like ${`${escapeLike(q)}%`}`;
    const byOrderNumber = /^\d{1,15}$/.test(q)
      ? sql`select ${orders.id} from ${orders} where ${orders.orderNumber} = ${Number(q)} union all `
      : sql``;
    return sql`${orders.id} in (${byOrderNumber}${byNumber})`;
  }
  return ilike(orders.userName, `%${escapeLike(q)}%`);
}

function whereOf(companyId: string, filters: OrderFilters): SQL {
  return and(
    eq(orders.companyId, companyId),
    filters.orderStatus ? eq(orders.status, filters.orderStatus) : undefined,
    filters.orderType ? eq(orders.orderType, filters.orderType) : undefined,
    filters.q ? searchOf(companyId, filters.q) : undefined,
  )!;
}

/** Newest first by default; each order is backed by an index leading with company_id. */
function orderOf({ sort, direction }: Pick<OrderListQuery, 'sort' | 'direction'>) {
  const order = direction === 'ASC' ? asc : desc;
  const column = {
    created: orders.createdAt,
    orderNumber: orders.orderNumber,
    monthly: orders.monthlyCents,
  }[sort];
  return [order(column), order(orders.id)];
}

/** A company's orders, their items and status timelines, always filtered by the company. */
export class OrdersRepo {
  constructor(private readonly db: Database) {}

  /** A deferred join: the page's ids come from the index, then only those orders are read. */
  async list(companyId: string, query: OrderListQuery): Promise<Page<OrderRow>> {
    const where = whereOf(companyId, query);
    return paginate(this.db, query, {
      rows: async ({ offset, pageSize }) => {
        const ids = await this.db
          .select({ id: orders.id })
          .from(orders)
          .where(where)
          .orderBy(...orderOf(query))
          .limit(pageSize)
          .offset(offset);
        if (ids.length === 0) return [];
        const rows = await this.db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.companyId, companyId),
              inArray(
                orders.id,
                ids.map((row) => row.id),
              ),
            ),
          );
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((row) => byId.get(row.id)!);
      },
      matches: this.db
        .select({ one: sql`1` })
        .from(orders)
        .where(where)
        .$dynamic(),
      countCap: ORDER_LIMITS.countCap,
    });
  }

  async search(companyId: string, q: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(whereOf(companyId, { q }))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDER_LIMITS.searchHits);
  }

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

  /** Adds the next event of the order's timeline (the caller holds the order's row lock). */
  async addEvent(
    companyId: string,
    orderId: string,
    event: { status: string; reason?: string | null; at?: Date },
  ): Promise<void> {
    const [last] = await this.db
      .select({ seq: max(orderStatusEvents.seq) })
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.companyId, companyId), eq(orderStatusEvents.orderId, orderId)));
    await this.db.insert(orderStatusEvents).values({
      companyId,
      orderId,
      seq: (last?.seq ?? 0) + 1,
      status: event.status,
      reason: event.reason ?? null,
      ...(event.at ? { at: event.at } : {}),
    });
  }

  async setStatus(companyId: string, orderId: string, status: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ status })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
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
