import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ORDER_LIMITS, type OrderListQuery } from '@kaista/domain/orders';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { orders } from '../../db/schema';
import { isNumberSearch, orderOf, whereOf } from './order-list-filters';
import type { OrderRow } from './orders.repo';

/**
 * A name search sorts its matches itself when they are at most this many: they come from the trigram index
 * led by the company (a bitmap of the matches, then at most this many rows read), whatever the planner
 * guesses of a `%name%` pattern's selectivity (it guessed 1,847 of 108 for a full name and walked 35,000
 * orders in the list's order instead). More matches than this are a common part of names, dense enough that
 * walking the list's order index finds a page soon.
 */
const NAME_HITS_SORTED = 2_000;

/** A company's order list and order search, always filtered by the company. */
export class OrderListRepo {
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

  /** The orders of `ids` in the order of `ids`: the page's rows after its ids came from an index. */
  private async inOrderOf(companyId: string, ids: string[]): Promise<OrderRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, companyId), inArray(orders.id, ids)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)!);
  }

  /** A deferred join: the page's ids come from the index, then only those orders are read. */
  async list(companyId: string, query: OrderListQuery): Promise<Page<OrderRow>> {
    const where = whereOf(companyId, query);
    let sortedMatches: number | null = null;
    return paginate(this.db, query, {
      rows: async (request) => {
        const { ids, matches } = await this.pageIds(where, query, request);
        sortedMatches = matches;
        return this.inOrderOf(companyId, ids);
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
    return this.inOrderOf(companyId, ids);
  }
}
