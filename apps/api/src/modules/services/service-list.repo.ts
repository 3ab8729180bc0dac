import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@kaista/domain/shared/api';
import type { ServiceStatus } from '@kaista/domain/services';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { costPools, payers, serviceStatusCounts, services } from '../../db/schema';
import { countsAreKept, whereOf, type ServiceListFilter } from './service-list-filter';
import { after, SORT_KEY } from './service-list-order';
import { ALL_MATCHES, ServiceListPagesRepo } from './service-list-pages.repo';
import type { ListedServiceRow } from './service-rows';
import { searchesDigitsAnywhere, searchesNames } from './service-search-conditions';

/**
 * How many matches /search/services sorts at most when the first services hold too few (decision 017): its
 * hits are the first in number order among these, so a search matching more (digits common to a block of
 * 10,000 numbers at the company's end) reads and sorts a thousand rows, not all of them.
 */
const SEARCH_MATCHES = 1000;

/** §2 /services: the list, its export and its filters' choices, and §7 /search/services. */
export class ServiceListRepo {
  private readonly pages: ServiceListPagesRepo;

  constructor(private readonly db: Database) {
    this.pages = new ServiceListPagesRepo(db);
  }

  /**
   * One page of the list: the page's ids from one index (a deferred join), then only those rows. Its total
   * is the kept count of `service_status_counts` when the list is filtered by status alone (or not at all),
   * so the company's hundred thousand services are never counted per request, and a page past the middle is
   * read from the end; any other filter's matches are counted up to the cap.
   */
  async list(filter: ServiceListFilter, countCap: number): Promise<Page<ListedServiceRow>> {
    const where = whereOf(filter);
    if (countsAreKept(filter)) {
      const total = await this.keptTotal(filter.companyId, filter.statuses);
      const items = await this.pages.pageOf(filter, where, total);
      return { items, total, totalCapped: false, offset: filter.offset, pageSize: filter.pageSize };
    }
    let rows = ({ offset, pageSize }: { offset: number; pageSize: number }) =>
      this.pages.rows(filter, where, offset, pageSize);
    if (filter.sort === 'number' && filter.search && searchesNames(filter.search)) {
      // Words in number order: when their matches were sorted for the page, the same statement counted them.
      const found = await this.pages.walkThenMatches(
        filter,
        where,
        filter.offset,
        filter.pageSize,
        ALL_MATCHES,
      );
      if (found.total !== undefined) {
        const capped = found.total > countCap;
        const { offset, pageSize } = filter;
        return {
          items: found.rows,
          total: capped ? countCap : found.total,
          totalCapped: capped,
          offset,
          pageSize,
        };
      }
      rows = () => Promise.resolve(found.rows);
    }
    return paginate(this.db, filter, {
      countCap,
      // Words are counted over their union; anything else as one query the count's LIMIT plans with.
      matches:
        filter.search && searchesNames(filter.search)
          ? this.db
              .select({ one: sql`1` })
              .from(this.pages.matchesOf(filter, where, ALL_MATCHES).as('counted'))
              .$dynamic()
          : this.db
              .select({ one: sql`1` })
              .from(services)
              .where(where)
              .$dynamic(),
      rows,
    });
  }

  /** How many services the company has in the statuses (in all when none), from the kept counts. */
  private async keptTotal(companyId: string, statuses: readonly ServiceStatus[] | undefined) {
    const [row] = await this.db
      .select({ total: sql<string | null>`sum(${serviceStatusCounts.services})` })
      .from(serviceStatusCounts)
      .where(
        and(
          eq(serviceStatusCounts.companyId, companyId),
          statuses?.length ? inArray(serviceStatusCounts.status, [...statuses]) : undefined,
        ),
      );
    return Number(row?.total ?? 0);
  }

  /**
   * §7 /search/services: the first matches of a search in number order, and no count (the one search box
   * and the ticket form's service picker ask for a few hits as the user types).
   */
  search(companyId: string, search: string, hits: number): Promise<ListedServiceRow[]> {
    const filter = { companyId, search, sort: 'number' as const, direction: 'DEFAULT' as const };
    return this.pages.rows(filter, whereOf(filter), 0, hits, false, SEARCH_MATCHES);
  }

  /** Every matching service, a batch at a time in the list's order, for an export that streams. */
  async *batches(filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>, size: number) {
    const where = whereOf(filter);
    const keyOf = SORT_KEY[filter.sort];
    // Digits found anywhere keep their bounded search (a few matches); so does a sort without a keyset.
    if (!keyOf || (filter.sort === 'number' && filter.search && searchesDigitsAnywhere(filter.search))) {
      for (let offset = 0; ; offset += size) {
        const rows = await this.pages.rows(filter, where, offset, size);
        if (rows.length > 0) yield rows;
        if (rows.length < size) return;
      }
    }
    for (let key: unknown[] | null = null; ;) {
      const rows = await this.pages.page(
        filter,
        key ? (and(where, after(filter.sort, filter.direction, key)) as SQL) : where,
        0,
        size,
      );
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      key = keyOf(rows[rows.length - 1]!);
    }
  }

  /** The cost centres and payers the company's services use, by name, for the list's filters. */
  async filterChoices(companyId: string) {
    const [pools, billing] = await Promise.all([
      this.db
        .select({ id: costPools.id, name: costPools.name })
        .from(costPools)
        .where(eq(costPools.companyId, companyId))
        .orderBy(asc(costPools.name)),
      this.db
        .select({ id: payers.id, name: payers.name })
        .from(payers)
        .where(eq(payers.companyId, companyId))
        .orderBy(asc(payers.name)),
    ]);
    return { costCentres: pools, payers: billing };
  }
}
