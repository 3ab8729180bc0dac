import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { costPools, payers, services } from '../../db/schema';
import { filtersOf, type ServiceListFilter } from './service-list-filter';
import { orderBy } from './service-list-order';
import { listed, type ListedServiceRow } from './service-rows';
import { nameMatch, searchesDigitsAnywhere, searchesNames } from './service-search-conditions';

/** How many services of the list a search for digits anywhere looks through before the trigram index. */
const DIGITS_WALK = 1000;
/** A LIMIT no company reaches, which keeps a subquery apart from the query around it. */
export const ALL_MATCHES = 2_147_483_647;

/** Pages of the services list in its order, and the matches of a search, read through the list's indexes. */
export class ServiceListPagesRepo {
  constructor(private readonly db: Database) {}

  /**
   * The id and number of every match (at most `cap`), read through an index in a subquery the planner keeps
   * apart from the query around it: words as the union of the names found through `services_name_grams_idx`
   * and the line ids through the trigram index (a union, so no row is checked against both indexes' terms),
   * any other search as its one condition (its LIMIT keeps it apart).
   */
  matchesOf(filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>, where: SQL, cap: number) {
    const { search } = filter;
    const columns = { id: services.id, number: services.number };
    if (!search || !searchesNames(search))
      return this.db.select(columns).from(services).where(where).limit(cap);
    const filters = filtersOf(filter);
    return union(
      this.db
        .select(columns)
        .from(services)
        .where(and(filters, nameMatch(filter.companyId, search))),
      this.db
        .select(columns)
        .from(services)
        .where(and(filters, ilike(services.number, containing(search)))),
    ).limit(cap);
  }

  /**
   * Rows `offset`… of the list in its order, or (`reversed`) counted from its end, in the reverse order. A
   * search for digits anywhere or for words, in number order, looks through the first services first (see
   * `walkThenMatches`); words in another order are the services among their matches (`cap` bounds how many
   * matches a search without a count sorts).
   */
  async rows(
    filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>,
    where: SQL,
    offset: number,
    limit: number,
    reversed = false,
    cap = ALL_MATCHES,
  ): Promise<ListedServiceRow[]> {
    const { search } = filter;
    const found = search !== undefined && (searchesDigitsAnywhere(search) || searchesNames(search));
    if (!reversed && filter.sort === 'number' && found)
      return (await this.walkThenMatches(filter, where, offset, limit, cap)).rows;
    if (search !== undefined && searchesNames(search)) {
      const matches = this.matchesOf(filter, where, ALL_MATCHES).as('matches');
      const among = inArray(services.id, this.db.select({ id: matches.id }).from(matches));
      return this.page(filter, and(filtersOf(filter), among) as SQL, offset, limit, reversed);
    }
    return this.page(filter, where, offset, limit, reversed);
  }

  async page(
    filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>,
    where: SQL,
    offset: number,
    limit: number,
    reversed = false,
  ): Promise<ListedServiceRow[]> {
    const order = orderBy(filter.sort, filter.direction, reversed);
    const page = this.db
      .select({ id: services.id })
      .from(services)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as('page');
    const rows = await this.listedRows()
      .innerJoin(page, eq(page.id, services.id))
      .where(eq(services.companyId, filter.companyId))
      .orderBy(...order);
    return rows;
  }

  /**
   * Digits found anywhere or words, in number order, bounded both ways: the first DIGITS_WALK services of
   * the list (without the search) are looked through first, each row checked, which answers at once when
   * the search is common; when they hold too few matches, the matches are taken from the trigram or names'
   * index (`matchesOf`, at most `cap`) and sorted, which is cheap because they are few. Either way no search
   * walks the company's numbers to the end looking for digits that sit in a block at its end (`%400009%`
   * walked 90,000 rows) or for a rare name.
   */
  async walkThenMatches(
    filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>,
    where: SQL,
    offset: number,
    limit: number,
    cap: number,
  ): Promise<{ rows: ListedServiceRow[]; total?: number }> {
    const descending = filter.direction === 'DESC';
    const [bound] = await this.db
      .select({ number: services.number })
      .from(services)
      .where(filtersOf(filter))
      .orderBy(descending ? desc(services.number) : asc(services.number))
      .limit(1)
      .offset(DIGITS_WALK - 1);
    if (!bound) return { rows: await this.page(filter, where, offset, limit) };
    const within = descending ? gte(services.number, bound.number) : lte(services.number, bound.number);
    const first = await this.page(filter, and(where, within) as SQL, offset, limit);
    if (first.length === limit) return { rows: first };
    // The page's ids and, as every match is sorted anyway, how many there are (the list's total).
    const matches = this.matchesOf(filter, where, cap).as('matches');
    const page = await this.db
      .select({ id: matches.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(matches)
      .orderBy(
        ...(descending ? [desc(matches.number), desc(matches.id)] : [asc(matches.number), asc(matches.id)]),
      )
      .limit(limit)
      .offset(offset);
    if (page.length === 0) return { rows: [] };
    const rows = await this.listedRows()
      .where(
        and(
          eq(services.companyId, filter.companyId),
          inArray(
            services.id,
            page.map((row) => row.id),
          ),
        ),
      )
      .orderBy(...orderBy(filter.sort, filter.direction));
    return { rows, total: page[0]!.total };
  }

  /**
   * A page of a list whose total is known: one in its latter half is read from the list's end, walking the
   * index backwards, so no page walks more than half of the list (offset 90,000 of 100,000 walks 10,000).
   */
  async pageOf(filter: ServiceListFilter, where: SQL, total: number) {
    const { offset, pageSize } = filter;
    const toEnd = total - offset;
    if (offset <= total / 2 || toEnd <= 0) return this.rows(filter, where, offset, pageSize);
    const fromEnd = await this.page(
      filter,
      where,
      Math.max(0, toEnd - pageSize),
      Math.min(pageSize, toEnd),
      true,
    );
    return fromEnd.reverse();
  }

  private listedRows() {
    return this.db
      .select(listed)
      .from(services)
      .leftJoin(
        costPools,
        and(eq(costPools.companyId, services.companyId), eq(costPools.id, services.costPoolId)),
      )
      .leftJoin(payers, and(eq(payers.companyId, services.companyId), eq(payers.id, services.payerId)))
      .$dynamic();
  }
}
