import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from './client';

export interface PageRequest {
  offset: number;
  pageSize: number;
}

export interface PageSource<Row> {
  /** The rows of the requested page, in the list's order. */
  rows: (request: PageRequest) => Promise<Row[]>;
  /** Every matching row, selecting as little as it can (e.g. `select({ one: sql\`1\` })`), made `$dynamic()`. */
  matches: PgSelect;
  /** DESIGN.md §4 'a capped count': counting stops one past this, and the answer says it did. */
  countCap?: number;
  /**
   * The exact total when reading the page already gave it (e.g. the page was sorted from every match), read
   * after `rows`; undefined counts the matches as usual.
   */
  knownTotal?: () => number | undefined;
}

/**
 * One page of any list and its total, written once. The page is read first: a page that is neither empty
 * nor full is the last one, so its rows give the total and the count (a second pass over every match of a
 * broad search) is skipped.
 */
export async function paginate<Row>(
  db: Database,
  request: PageRequest,
  { rows, matches, countCap, knownTotal }: PageSource<Row>,
): Promise<Page<Row>> {
  const items = await rows(request);
  const { offset, pageSize } = request;
  const isLastPage = items.length < pageSize && (items.length > 0 || offset === 0);
  const counted = isLastPage
    ? offset + items.length
    : (knownTotal?.() ?? (await countOf(db, matches, countCap)));
  const capped = countCap !== undefined && counted > countCap;
  return { items, total: capped ? countCap : counted, totalCapped: capped, offset, pageSize };
}

async function countOf(db: Database, matches: PgSelect, countCap: number | undefined): Promise<number> {
  const limited = countCap === undefined ? matches : matches.limit(countCap + 1);
  const [row] = await db.select({ total: count() }).from(limited.as('matches'));
  return row?.total ?? 0;
}
