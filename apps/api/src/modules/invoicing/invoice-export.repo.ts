import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import type { InvoiceLineRow } from './invoice-detail.repo';
import {
  orderOf,
  sortColumn,
  sortValue,
  whereOf,
  type InvoiceFilters,
  type InvoiceListRow,
} from './invoice-list-sql';

/**
 * Rows an export reads per query: the driver's parse and the row mapping of a batch hold the event loop in one
 * go, which 500 rows keep short while the round trips stay few (20 for a 10,000-row export).
 */
const EXPORT_BATCH = 500;

/** What the streamed exports read: a company's invoices or an invoice's lines, a batch at a time. */
export class InvoiceExportRepo {
  constructor(private readonly db: Database) {}

  /**
   * Every matching invoice in the list's order, in batches that continue after the last row read (keyset over
   * the order's index), so that an export of any size reads each row once and holds one batch at a time.
   */
  async *every(
    companyId: string,
    filters: InvoiceFilters,
    today: string,
    batchSize = EXPORT_BATCH,
  ): AsyncGenerator<InvoiceListRow[]> {
    const where = whereOf(companyId, filters, today);
    const column = sortColumn(filters.sort);
    const after = filters.direction === 'ASC' ? sql.raw('>') : sql.raw('<');
    // The drill-down arrays (an invoice's cost centres and line types) are left unread: parsing them was most
    // of what a 10,000-row export allocated, and the export shows neither.
    const {
      lineTypes: _types,
      lineCostPoolIds: _costPools,
      hasLineWithoutCostPool: _withoutCostPool,
      ...listed
    } = getTableColumns(invoices);
    let last: InvoiceListRow | undefined;
    for (;;) {
      const rows: InvoiceListRow[] = await this.db
        .select(listed)
        .from(invoices)
        .where(
          last
            ? and(
                where,
                sql`(${column}, ${invoices.id}) ${after} (${sortValue(last, filters.sort)}, ${last.id})`,
              )
            : where,
        )
        .orderBy(...orderOf(filters))
        .limit(batchSize);
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) return;
      last = rows[rows.length - 1];
    }
  }

  /** An invoice's lines in order, a batch at a time (an invoice of a large company has thousands). */
  async *lineBatches(
    companyId: string,
    invoiceId: string,
    batchSize = EXPORT_BATCH,
  ): AsyncGenerator<InvoiceLineRow[]> {
    for (let lastLine = 0; ;) {
      const rows = await this.db
        .select()
        .from(invoiceLines)
        .where(
          and(
            eq(invoiceLines.companyId, companyId),
            eq(invoiceLines.invoiceId, invoiceId),
            gt(invoiceLines.lineNo, lastLine),
          ),
        )
        .orderBy(asc(invoiceLines.lineNo))
        .limit(batchSize);
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) return;
      lastLine = rows[rows.length - 1]!.lineNo;
    }
  }
}
