import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { ORDER_LIMITS, type OrderListQuery } from '@kaista/domain/orders';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like-pattern';
import { paginate } from '../../db/paginate';
import { withWrites } from '../../db/writes-alongside';
import { companies, orderItems, orders, orderStatusEvents, payers } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
interface OrderEvent {
  status: string;
  reason?: string | null;
  at?: Date;
}

/** A timeline event's row, its number the order's next (the caller holds the order's row lock). */
const eventValues = (companyId: string, orderId: string, event: OrderEvent) => ({
  companyId,
  orderId,
  seq: sql<number>`(select coalesce(max(${orderStatusEvents.seq}), 0) + 1 from ${orderStatusEvents}
    where ${orderStatusEvents.companyId} = ${companyId} and ${orderStatusEvents.orderId} = ${orderId})`,
  status: event.status,
  reason: event.reason ?? null,
  ...(event.at ? { at: event.at } : {}),
});
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderStatusEvents.$inferSelect;
type OrderFilters = Pick<OrderListQuery, 'orderStatus' | 'orderType' | 'q'>;

/** A query of digits (and a leading +) is an order number or a number; any other is a part of a name. */
const isNumberSearch = (q: string) => /^\+?\d+$/.test(q);

/**
 * The search: a query of digits is an order number or the beginning of a number on one of the order's items,
 * each found through its own index (the unique order number, `order_items_number_idx`) and united, so the
 * company's orders are not scanned; any other query is a part of the orderer's name (the trigram index led by
 * the company, `orders_company_user_name_trgm_idx`).
 */
function searchOf(companyId: string, q: string): SQL {
  if (isNumberSearch(q)) {
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

type SortColumns = Record<'id' | 'createdAt' | 'orderNumber' | 'monthlyCents', SQL | AnyColumn>;

/** Newest first by default; each order is backed by an index leading with company_id. */
function orderOf(
  { sort, direction }: Pick<OrderListQuery, 'sort' | 'direction'>,
  columns: SortColumns = orders,
) {
  const order = direction === 'ASC' ? asc : desc;
  const column = {
    created: columns.createdAt,
    orderNumber: columns.orderNumber,
    monthly: columns.monthlyCents,
  }[sort];
  return [order(column), order(columns.id)];
}

/**
 * A name search sorts its matches itself when they are at most this many: they come from the trigram index
 * led by the company (a bitmap of the matches, then at most this many rows read), whatever the planner
 * guesses of a `%name%` pattern's selectivity (it guessed 1,847 of 108 for a full name and walked 35,000
 * orders in the list's order instead). More matches than this are a common part of names, dense enough that
 * walking the list's order index finds a page soon.
 */
const NAME_HITS_SORTED = 2_000;

/** A company's orders, their items and status timelines, always filtered by the company. */
export class OrdersRepo {
  constructor(private readonly db: Database) {}

  /**
   * The page's ids in the list's order. A name search first takes at most NAME_HITS_SORTED + 1 of its
   * matches (a subquery with a limit is planned apart, from the trigram index) and orders those, counting
   * them beside; when there were more, the list's order index is walked as for any other filter.
   */
  private async pageIds(
    where: SQL,
    query: Pick<OrderListQuery, 'sort' | 'direction' | 'q'>,
    { offset, pageSize }: { offset: number; pageSize: number },
  ): Promise<{ ids: string[]; matches: number | null }> {
    if (query.q && !isNumberSearch(query.q)) {
      const hits = this.db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          orderNumber: orders.orderNumber,
          monthlyCents: orders.monthlyCents,
        })
        .from(orders)
        .where(where)
        .limit(NAME_HITS_SORTED + 1)
        .as('hits');
      const page = await this.db
        .select({ id: hits.id, matches: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(hits)
        .orderBy(...orderOf(query, hits))
        .limit(offset + pageSize);
      const matches = page[0]?.matches ?? 0;
      if (matches <= NAME_HITS_SORTED) return { ids: page.slice(offset).map((row) => row.id), matches };
    }
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(pageSize)
      .offset(offset);
    return { ids: rows.map((row) => row.id), matches: null };
  }

  /** A deferred join: the page's ids come from the index, then only those orders are read. */
  async list(companyId: string, query: OrderListQuery): Promise<Page<OrderRow>> {
    const where = whereOf(companyId, query);
    let sortedMatches: number | null = null;
    return paginate(this.db, query, {
      rows: async (request) => {
        const { ids: pageIds, matches } = await this.pageIds(where, query, request);
        sortedMatches = matches;
        const ids = pageIds.map((id) => ({ id }));
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
      knownTotal: () => sortedMatches ?? undefined,
    });
  }

  async search(companyId: string, q: string): Promise<OrderRow[]> {
    const page = { offset: 0, pageSize: ORDER_LIMITS.searchHits };
    const { ids } = await this.pageIds(
      whereOf(companyId, { q }),
      { q, sort: 'created', direction: 'DESC' },
      page,
    );
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, companyId), inArray(orders.id, ids)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)!);
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
