import { and, asc, desc, eq, like, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { InvoiceListQuery, InvoiceStatus } from '@kaista/domain/invoices';
import { NO_COST_POOL } from '@kaista/domain/invoices';
import { invoiceLines, invoices } from '../../db/schema';
import type { InvoiceRow } from './invoice-detail.repo';

/** An invoice as its list and export show it: without what it keeps of its lines for the drill-down filters. */
export type InvoiceListRow = Omit<InvoiceRow, 'lineTypes' | 'lineCostPoolIds' | 'hasLineWithoutCostPool'>;
export type InvoiceFilters = Omit<InvoiceListQuery, 'offset' | 'pageSize'>;

const unpaid = sql`${invoices.paidCents} < ${invoices.totalCents}`;

/** §4: the SQL of each status, the same partition as the domain's invoiceStatus (today: Helsinki date). */
function statusIs(status: InvoiceStatus, today: string): SQL {
  const known = eq(invoices.paymentsKnown, true);
  const nothingPaid = sql`${invoices.paidCents} <= 0`;
  switch (status) {
    case 'unknown':
      return eq(invoices.paymentsKnown, false);
    case 'closed':
      return and(known, sql`${invoices.paidCents} >= ${invoices.totalCents}`)!;
    case 'partlyPaid':
      return and(known, unpaid, sql`${invoices.paidCents} > 0`)!;
    case 'due':
      return and(known, unpaid, nothingPaid, sql`${invoices.dueDate} < ${today}`)!;
    case 'open':
      return and(known, unpaid, nothingPaid, sql`${invoices.dueDate} >= ${today}`)!;
  }
}

/**
 * A spend bar's drill-down: invoices with a line of the cost centre and/or the type. Each alone is read from
 * what the invoice keeps of its lines (no line is read); both together must be on one line, which the lines
 * answer for the invoices the kept values leave.
 */
function withLinesOf({ costPoolId, serviceType }: Pick<InvoiceFilters, 'costPoolId' | 'serviceType'>) {
  if (!costPoolId && !serviceType) return undefined;
  const ofPool =
    costPoolId === NO_COST_POOL
      ? eq(invoices.hasLineWithoutCostPool, true)
      : costPoolId
        ? sql`${invoices.lineCostPoolIds} @> array[${costPoolId}]::uuid[]`
        : undefined;
  const ofType = serviceType ? sql`${invoices.lineTypes} @> array[${serviceType}]::text[]` : undefined;
  if (!costPoolId || !serviceType) return ofPool ?? ofType;
  return and(
    ofPool,
    ofType,
    sql`exists (select 1 from ${invoiceLines} where ${and(
      sql`${invoiceLines.companyId} = ${invoices.companyId}`,
      sql`${invoiceLines.invoiceId} = ${invoices.id}`,
      costPoolId === NO_COST_POOL
        ? sql`${invoiceLines.costPoolId} is null`
        : sql`${invoiceLines.costPoolId} = ${costPoolId}`,
      sql`${invoiceLines.serviceType} = ${serviceType}`,
    )})`,
  );
}

export function whereOf(companyId: string, filters: InvoiceFilters, today: string): SQL {
  return and(
    withLinesOf(filters),
    eq(invoices.companyId, companyId),
    filters.status !== 'all' ? statusIs(filters.status, today) : undefined,
    filters.from ? gte(invoices.invoiceDate, filters.from) : undefined,
    filters.to ? lte(invoices.invoiceDate, filters.to) : undefined,
    filters.payerId ? eq(invoices.payerId, filters.payerId) : undefined,
    filters.q ? like(invoices.number, `${filters.q}%`) : undefined,
  )!;
}

/** Each order is backed by an index (company_id, column, id); DEFAULT is newest, latest or largest first. */
const SORT_COLUMNS = {
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  total: invoices.totalCents,
  number: invoices.number,
} as const;
type SortField = keyof typeof SORT_COLUMNS;

export const sortColumn = (sort: SortField) => SORT_COLUMNS[sort];
export const sortValue = (row: InvoiceListRow, sort: SortField) =>
  ({
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    total: row.totalCents,
    number: row.number,
  })[sort];

/** The list's order, or (`reversed`) its exact reverse. */
export function orderOf({ sort, direction }: Pick<InvoiceFilters, 'sort' | 'direction'>, reversed = false) {
  const order = (direction === 'ASC') !== reversed ? asc : desc;
  return [order(sortColumn(sort)), order(invoices.id)];
}
