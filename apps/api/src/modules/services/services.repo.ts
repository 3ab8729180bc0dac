import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  like,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { TARGET_SUBSCRIPTION } from '@kaista/domain/services';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortDirection } from '@kaista/domain/shared/enums';
import type { Page } from '@kaista/domain/shared/api';
import type { ServiceSortField, ServiceStatus, ServiceType } from '@kaista/domain/services';
import type { PoaStatus } from '@kaista/domain/powers-of-attorney';
import type { Database } from '../../db/client';
import { PoasRepo, type PoaRow } from '../../powers-of-attorney/poas.repo';
import { escapeLike } from '../../db/like-pattern';
import { quarantineEndedNumber } from '../../db/number-releases';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { paginate } from '../../db/paginate';
import { notFound } from '../../http-errors';
import {
  costPools,
  orderItems,
  orders,
  payers,
  servicePoas,
  serviceStatusCounts,
  services,
} from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';

export type ServiceRow = typeof services.$inferSelect;
/** A service as the list, the search and the export read it (see `listed`). */
export type ListedServiceRow = Pick<ServiceRow, keyof typeof listedColumns> & {
  costPoolName: string | null;
  payerName: string | null;
};
/** A service with the names of its cost centre and payer, as the detail shows it. */
export type NamedServiceRow = ServiceRow & { costPoolName: string | null; payerName: string | null };
export type ServiceChange = Partial<
  Pick<
    ServiceRow,
    | 'status'
    | 'suspensionKind'
    | 'scheduledTermination'
    | 'terminationKind'
    | 'endedOn'
    | 'iccid'
    | 'puk1'
    | 'puk2'
    | 'simActivatedAt'
    | 'costPoolId'
  >
>;

export interface PoaListFilter {
  status?: PoaStatus | undefined;
  serviceId?: string | undefined;
  offset: number;
  pageSize: number;
}
/** The company's powers of attorney are counted up to this many. */
const POA_COUNT_CAP = 10_000;

export interface ServiceListFilter {
  companyId: string;
  statuses?: readonly ServiceStatus[] | undefined;
  type?: ServiceType | undefined;
  costPoolId?: string | undefined;
  payerId?: string | undefined;
  user?: string | undefined;
  search?: string | undefined;
  sort: ServiceSortField;
  direction: SortDirection;
  offset: number;
  pageSize: number;
}

/**
 * Each order lists the columns of one index after company_id, so deep pages walk the index only. A number
 * given again after its quarantine may be the company's twice (an ended service's and a live one's), so the
 * number order ends with the id, as `services_number_idx` does, which also carries each service's status and
 * type (migrations `services_list_paging`, `services_number_reuse`): a page's ids in number order are read
 * from the index alone, however deep the page.
 */
const ORDER_COLUMNS: Record<ServiceSortField, { columns: (AnyPgColumn | SQL)[]; descending: boolean }> = {
  number: { columns: [services.number, services.id], descending: false },
  user: { columns: [sql`lower(${services.userName})`, services.id], descending: false },
  status: { columns: [services.status, services.number, services.id], descending: false },
  package: { columns: [services.packageName, services.id], descending: false },
  contractStart: { columns: [services.contractStart, services.id], descending: true },
};

const isDescending = (sort: ServiceSortField, direction: SortDirection, reversed = false) =>
  (direction === 'DEFAULT' ? ORDER_COLUMNS[sort].descending : direction === 'DESC') !== reversed;

/** The list's order, or (`reversed`) its exact reverse: NULLs, last ascending, come first descending. */
function orderBy(sort: ServiceSortField, direction: SortDirection, reversed = false): SQL[] {
  const useDescending = isDescending(sort, direction, reversed);
  return ORDER_COLUMNS[sort].columns.map((column) => (useDescending ? desc(column) : asc(column)));
}

/**
 * A row's values of its sort's columns, for the sorts whose columns are never NULL and end in a unique key:
 * an export's next batch continues after the last row's key (a keyset) and reads only its own rows from the
 * sort's index, where an offset walked every earlier row again (a 100,000-row export in batches of 1,000
 * walked 5M index entries). The user sort (names may be NULL) keeps the offset.
 */
const SORT_KEY: Partial<Record<ServiceSortField, (row: ListedServiceRow) => unknown[]>> = {
  number: (row) => [row.number, row.id],
  status: (row) => [row.status, row.number, row.id],
  package: (row) => [row.packageName, row.id],
  contractStart: (row) => [row.contractStart, row.id],
};

/** The rows after `key` in the sort's order: one row comparison, which the sort's index answers as a range. */
function after(sort: ServiceSortField, direction: SortDirection, key: unknown[]): SQL {
  const columns = sql.join(ORDER_COLUMNS[sort].columns, sql`, `);
  const values = sql.join(
    key.map((value) => sql`${value}`),
    sql`, `,
  );
  return isDescending(sort, direction) ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}

const NUMBER_LIKE = /^[+\d\s()-]+$/;

/**
 * The start of an E.164 number when the search is typed in a number's own form: national (040 123…, the
 * leading zero standing for +358) or international (+358 40…, 00358 40…). Null for anything else.
 */
export function numberStart(search: string): string | null {
  if (!NUMBER_LIKE.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (!digits) return null;
  if (search.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `+358${digits.slice(1)}`;
  return null;
}

/** Digits typed without a number's leading zero or plus: a part of a number or of an ICCID. */
export function searchDigits(search: string): string | null {
  if (!NUMBER_LIKE.test(search) || numberStart(search)) return null;
  return search.replace(/\D/g, '') || null;
}

/** An ICCID is 19 to 22 digits from 89 (ITU-T E.118): so many digits from 89 are a card's start. */
const ICCID_START = /^89\d{17,20}$/;

/** Whether a search looks for digits anywhere in a number or an ICCID (not a number's start, not an ICCID). */
const searchesDigitsAnywhere = (search: string): boolean => {
  const digits = searchDigits(search);
  return digits !== null && !ICCID_START.test(digits);
};

/** How many services of the list a search for digits anywhere looks through before the trigram index. */
const DIGITS_WALK = 1000;
/** A LIMIT no company reaches, which keeps a subquery apart from the query around it. */
const ALL_MATCHES = 2_147_483_647;
/**
 * How many matches /search/services sorts at most when the first services hold too few (decision 017): its
 * hits are the first in number order among these, so a search matching more (digits common to a block of
 * 10,000 numbers at the company's end) reads and sorts a thousand rows, not all of them.
 */
const SEARCH_MATCHES = 1000;

/**
 * The first text after every text that starts with `prefix`, when the prefix ends in digits: its last digit
 * below 9 raised by one ('+35840009' → '+3584001'); null when there is none (all nines).
 */
export function afterPrefix(prefix: string): string | null {
  const kept = prefix.replace(/9+$/, '');
  const last = kept.at(-1);
  if (last === undefined || !/\d/.test(last)) return null;
  return `${kept.slice(0, -1)}${Number(last) + 1}`;
}

/**
 * Texts of a column that start with `prefix`, as a range of the column's index (read in the index's own
 * order, so the first hits come first), the LIKE keeping it exact under any collation.
 */
function startsWith(column: AnyPgColumn, prefix: string): SQL {
  const after = afterPrefix(prefix);
  return and(
    gte(column, prefix),
    after === null ? undefined : lt(column, after),
    like(column, `${escapeLike(prefix)}%`),
  ) as SQL;
}

/** A word of three letters or digits: a search with one is found through the names' trigrams. */
const NAME_GRAM = /[\p{L}\p{N}]{3}/u;

/** Whether a search is words (not a number, not digits) with a trigram to find them by (see `nameMatch`). */
const searchesNames = (search: string): boolean =>
  !numberStart(search) && !searchDigits(search) && NAME_GRAM.test(search);

/** A search's words found anywhere in a user's name or a line id, checked row by row (no index). */
function wordsInRow(search: string): SQL {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return or(
    sql`lower(${services.userName}) like ${pattern}`,
    sql`lower(${services.number}) like ${pattern}`,
  ) as SQL;
}

/**
 * A search's words in a user's name through `services_name_grams_idx` (migration services_name_grams): its
 * keys are the name's trigrams each hashed together with the company, so the index finds one company's names
 * holding the search's trigrams without reading any other company's (the trigram index led by company_id read
 * the company's 100,000 entries and every company's entries of each trigram: 514 buffers for 'Riikka Laine').
 * The same function gives the search's own trigrams; the LIKE keeps the match exact.
 */
function nameMatch(companyId: string, search: string): SQL {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return sql`services_name_grams(${services.companyId}, ${services.userName}) @> services_name_grams(${companyId}::text, ${search}::text) and lower(${services.userName}) like ${pattern}`;
}

/**
 * A number typed from its start is a range of the number index; a whole ICCID one of the ICCID index; other
 * digits are found anywhere in a number or an ICCID through the trigram index `services_search_idx`; words
 * are found in a user's name or a line id (`matchesOf` reads them through the names' index).
 */
function searchCondition(search: string): SQL | undefined {
  const start = numberStart(search);
  if (start) return startsWith(services.number, start);
  const digits = searchDigits(search);
  if (digits && ICCID_START.test(digits)) return startsWith(services.iccid, digits);
  if (digits) {
    const pattern = `%${digits}%`;
    return or(like(services.number, pattern), like(services.iccid, pattern));
  }
  return wordsInRow(search);
}

/** Whether the list's total is a kept count: no filter but the status (§4 sets are statuses too). */
const countsAreKept = (filter: ServiceListFilter): boolean =>
  !filter.type && !filter.costPoolId && !filter.payerId && !filter.user && !filter.search;

/** The list's filters but its search. */
function filtersOf(filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>): SQL {
  const conditions: (SQL | undefined)[] = [eq(services.companyId, filter.companyId)];
  if (filter.statuses?.length) conditions.push(inArray(services.status, [...filter.statuses]));
  if (filter.type) conditions.push(eq(services.type, filter.type));
  if (filter.costPoolId) conditions.push(eq(services.costPoolId, filter.costPoolId));
  if (filter.payerId) conditions.push(eq(services.payerId, filter.payerId));
  if (filter.user) conditions.push(sql`lower(${services.userName}) = ${filter.user.toLowerCase()}`);
  return and(...conditions) as SQL;
}

/** The list's filters and its search, checked on each row (see `matchesOf` for how words are found). */
function whereOf(filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>): SQL {
  return and(filtersOf(filter), filter.search ? searchCondition(filter.search) : undefined) as SQL;
}

const named = {
  service: services,
  costPoolName: costPools.name,
  payerName: payers.name,
};

/**
 * What the list, the search and the export show of a service, and their sort keys: not its add-ons (jsonb),
 * barrings (an array), PUK codes, price or times, which only the detail shows: reading all 27 columns was most
 * of what a 100,000-row export allocated (77 of its 100 young-generation collections, bench/README.md).
 */
const listedColumns = {
  id: services.id,
  number: services.number,
  numberType: services.numberType,
  type: services.type,
  status: services.status,
  suspensionKind: services.suspensionKind,
  iccid: services.iccid,
  userName: services.userName,
  packageName: services.packageName,
  costPoolId: services.costPoolId,
  payerId: services.payerId,
  contractStart: services.contractStart,
  fixedTermEnd: services.fixedTermEnd,
  scheduledTermination: services.scheduledTermination,
};

/**
 * The listed columns and the two names in one flat selection, read as the rows they are: a nested selection
 * spread into a flat row afterwards made reading a 100,000-row export's services take 68 young collections
 * instead of 46 and move 99 MB to V8's old space instead of 28 (bench/README.md).
 */
const listed = { ...listedColumns, costPoolName: costPools.name, payerName: payers.name };

/** Order statuses after which an order changes nothing more. */
const ENDED_ORDER_STATUSES = ['COMPLETED', 'SUCCESS', 'ERRORED', 'CANCELLED', 'DISCARDED'] as const;

/**
 * The key written as a literal, not a parameter, so the planner matches the expression index
 * `order_items_target_idx` (migration 0039) and a history is an index lookup however many orders there are.
 */
const TARGET_KEY = sql.raw(`'${TARGET_SUBSCRIPTION}'`);

/** An order one of whose items names the service as its target subscription. */
const targets = (companyId: string, serviceId: string): SQL =>
  sql`${orders.id} in (select ${orderItems.orderId} from ${orderItems}
    where ${orderItems.companyId} = ${companyId}
    and (${orderItems.characteristics} ->> ${TARGET_KEY}) = ${serviceId})`;

export class ServicesRepo {
  constructor(private readonly db: Database) {}

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
      const items = await this.pageOf(filter, where, total);
      return { items, total, totalCapped: false, offset: filter.offset, pageSize: filter.pageSize };
    }
    let rows = ({ offset, pageSize }: { offset: number; pageSize: number }) =>
      this.rows(filter, where, offset, pageSize);
    if (filter.sort === 'number' && filter.search && searchesNames(filter.search)) {
      // Words in number order: when their matches were sorted for the page, the same statement counted them.
      const found = await this.walkThenMatches(filter, where, filter.offset, filter.pageSize, ALL_MATCHES);
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
              .from(this.matchesOf(filter, where, ALL_MATCHES).as('counted'))
              .$dynamic()
          : this.db
              .select({ one: sql`1` })
              .from(services)
              .where(where)
              .$dynamic(),
      rows,
    });
  }

  /**
   * The id and number of every match (at most `cap`), read through an index in a subquery the planner keeps
   * apart from the query around it: words as the union of the names found through `services_name_grams_idx`
   * and the line ids through the trigram index (a union, so no row is checked against both indexes' terms),
   * any other search as its one condition (its LIMIT keeps it apart).
   */
  private matchesOf(filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>, where: SQL, cap: number) {
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
        .where(and(filters, ilike(services.number, `%${escapeLike(search)}%`))),
    ).limit(cap);
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
    return this.rows(filter, whereOf(filter), 0, hits, false, SEARCH_MATCHES);
  }

  /** Every matching service, a batch at a time in the list's order, for an export that streams. */
  async *batches(filter: Omit<ServiceListFilter, 'offset' | 'pageSize'>, size: number) {
    const where = whereOf(filter);
    const keyOf = SORT_KEY[filter.sort];
    // Digits found anywhere keep their bounded search (a few matches); so does a sort without a keyset.
    if (!keyOf || (filter.sort === 'number' && filter.search && searchesDigitsAnywhere(filter.search))) {
      for (let offset = 0; ; offset += size) {
        const rows = await this.rows(filter, where, offset, size);
        if (rows.length > 0) yield rows;
        if (rows.length < size) return;
      }
    }
    for (let key: unknown[] | null = null; ;) {
      const rows = await this.page(
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

  /**
   * Rows `offset`… of the list in its order, or (`reversed`) counted from its end, in the reverse order. A
   * search for digits anywhere or for words, in number order, looks through the first services first (see
   * `walkThenMatches`); words in another order are the services among their matches (`cap` bounds how many
   * matches a search without a count sorts).
   */
  private async rows(
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

  private async page(
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
  private async walkThenMatches(
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
  private async pageOf(filter: ServiceListFilter, where: SQL, total: number) {
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

  async findById(companyId: string, id: string, db: Database = this.db): Promise<NamedServiceRow | null> {
    const [row] = await db
      .select(named)
      .from(services)
      .leftJoin(
        costPools,
        and(eq(costPools.companyId, services.companyId), eq(costPools.id, services.costPoolId)),
      )
      .leftJoin(payers, and(eq(payers.companyId, services.companyId), eq(payers.id, services.payerId)))
      .where(and(eq(services.companyId, companyId), eq(services.id, id)));
    return row ? flatten(row) : null;
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

  /** Whether any service anywhere holds the ICCID (a SIM card is one subscription's). */
  async iccidInUse(iccid: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(services)
      .where(eq(services.iccid, iccid))
      .limit(1);
    return !!row;
  }

  /**
   * One change of a service and its audit row in one transaction, conditional on the version the caller
   * read (412 when stale, 404 when gone).
   */
  async change(
    companyId: string,
    id: string,
    expected: number | undefined,
    set: ServiceChange,
    along: AlongWith,
  ): Promise<NamedServiceRow> {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const where = and(eq(services.companyId, companyId), eq(services.id, id)) as SQL;
      const [updated] = await tx
        .update(services)
        .set({ ...set, updatedAt: new Date(), version: nextVersion(services.version) })
        .where(versionedWhere(services.version, where, expected))
        .returning({ id: services.id });
      await versionedResult(
        updated,
        async () => (await this.findById(companyId, id, db)) !== null,
        'Service',
      );
      await along(db);
      const row = await this.findById(companyId, id, db);
      if (!row) throw new Error('changed service not found');
      return row;
    });
  }

  /** Writes a record of something read (a PUK view's audit row). */
  /** The name of one of the company's cost centres, or null when it is not the company's. */
  async costPoolName(companyId: string, id: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: costPools.name })
      .from(costPools)
      .where(and(eq(costPools.companyId, companyId), eq(costPools.id, id)));
    return row?.name ?? null;
  }

  /**
   * The company's powers of attorney, newest first (a service's and a port-in's); a §4 state filter reads
   * EXPIRED from the last day (a pending or signed one past it), so PENDING and SIGNED are those still valid.
   */
  async poas(companyId: string, filter: PoaListFilter, today: string): Promise<Page<PoaRow>> {
    const expired = and(
      inArray(servicePoas.status, ['PENDING', 'SIGNED']),
      lt(servicePoas.validUntil, today),
    ) as SQL;
    const byStatus = !filter.status
      ? undefined
      : filter.status === 'EXPIRED'
        ? expired
        : filter.status === 'REJECTED'
          ? eq(servicePoas.status, 'REJECTED')
          : and(eq(servicePoas.status, filter.status), gte(servicePoas.validUntil, today));
    const where = and(
      eq(servicePoas.companyId, companyId),
      filter.serviceId ? eq(servicePoas.serviceId, filter.serviceId) : undefined,
      byStatus,
    ) as SQL;
    return paginate(this.db, filter, {
      countCap: POA_COUNT_CAP,
      matches: this.db
        .select({ one: sql`1` })
        .from(servicePoas)
        .where(where)
        .$dynamic(),
      rows: ({ offset, pageSize }) =>
        this.db
          .select()
          .from(servicePoas)
          .where(where)
          .orderBy(desc(servicePoas.createdAt), desc(servicePoas.id))
          .limit(pageSize)
          .offset(offset),
    });
  }

  /** The powers of attorney of both kinds, shared with the port-ins of carts (decision 018). */
  powersOfAttorney(): PoasRepo {
    return new PoasRepo(this.db);
  }

  async record(along: AlongWith): Promise<void> {
    await along(this.db);
  }

  /** Runs `work` in a transaction holding the service's row lock (404 when the service is not the company's). */
  async lockedForOrder<T>(companyId: string, id: string, work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
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
  async hasOpenOrder(companyId: string, id: string, orderType: string, db: Database = this.db) {
    const [row] = await db
      .select({ one: sql`1` })
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
    return !!row;
  }

  /** The orders that targeted the service, newest first, with the names of their products. */
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
      .where(and(eq(orders.companyId, companyId), targets(companyId, id)))
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

  /** Scheduled terminations due on or before `today`, across companies, for the job that carries them out. */
  async dueTerminations(today: string, limit: number): Promise<ServiceRow[]> {
    return this.db
      .select()
      .from(services)
      .where(and(isNotNull(services.scheduledTermination), lte(services.scheduledTermination, today)))
      .limit(limit);
  }

  /** Ends a service whose scheduled termination is due, its number into quarantine; nothing when it changed meanwhile. */
  async endScheduled(row: ServiceRow, along: AlongWith): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(services)
        .set({
          status: 'TERMINATED',
          suspensionKind: null,
          endedOn: row.scheduledTermination,
          scheduledTermination: null,
          updatedAt: new Date(),
          version: nextVersion(services.version),
        })
        .where(
          and(
            eq(services.companyId, row.companyId),
            eq(services.id, row.id),
            eq(services.version, row.version),
          ),
        )
        .returning({ id: services.id });
      if (!updated) return false;
      await quarantineEndedNumber(tx as unknown as Database, { ...row, endedOn: row.scheduledTermination! });
      await along(tx as unknown as Database);
      return true;
    });
  }
}

function flatten<S>(row: { service: S; costPoolName: string | null; payerName: string | null }) {
  return { ...row.service, costPoolName: row.costPoolName, payerName: row.payerName };
}
