import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortDirection } from '@kaista/domain/shared/enums';
import type { ServiceSortField } from '@kaista/domain/services';
import { services } from '../../db/schema';
import type { ListedServiceRow } from './service-rows';

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
export function orderBy(sort: ServiceSortField, direction: SortDirection, reversed = false): SQL[] {
  const useDescending = isDescending(sort, direction, reversed);
  return ORDER_COLUMNS[sort].columns.map((column) => (useDescending ? desc(column) : asc(column)));
}

/**
 * A row's values of its sort's columns, for the sorts whose columns are never NULL and end in a unique key:
 * an export's next batch continues after the last row's key (a keyset) and reads only its own rows from the
 * sort's index, where an offset walked every earlier row again (a 100,000-row export in batches of 1,000
 * walked 5M index entries). The user sort (names may be NULL) keeps the offset.
 */
export const SORT_KEY: Partial<Record<ServiceSortField, (row: ListedServiceRow) => unknown[]>> = {
  number: (row) => [row.number, row.id],
  status: (row) => [row.status, row.number, row.id],
  package: (row) => [row.packageName, row.id],
  contractStart: (row) => [row.contractStart, row.id],
};

/** The rows after `key` in the sort's order: one row comparison, which the sort's index answers as a range. */
export function after(sort: ServiceSortField, direction: SortDirection, key: unknown[]): SQL {
  const columns = sql.join(ORDER_COLUMNS[sort].columns, sql`, `);
  const values = sql.join(
    key.map((value) => sql`${value}`),
    sql`, `,
  );
  return isDescending(sort, direction) ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}
