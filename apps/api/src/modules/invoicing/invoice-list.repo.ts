import { eq, sql } from 'drizzle-orm';
import type { InvoiceListQuery } from '@kaista/domain/invoices';
import { INVOICE_LIMITS } from '@kaista/domain/invoices';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { invoices } from '../../db/schema';
import type { InvoiceRow } from './invoice-detail.repo';
import { orderOf, whereOf, type InvoiceFilters } from './invoice-list-sql';

/** What an invoice has had paid: a credit note (a negative total) all of it. */
const settled = sql`case when ${invoices.totalCents} < 0 then ${invoices.totalCents} else ${invoices.paidCents} end`;

/** The sums of the matching invoices and how many there are (the list's total and its totals). */
export interface InvoiceTotals {
  matches: number;
  totalCents: number;
  paidCents: number;
  openCents: number;
}

/** A company's invoice list: a page of it and its totals, always filtered by the company. */
export class InvoiceListRepo {
  constructor(private readonly db: Database) {}

  /**
   * One page of the list, given how many invoices match (`InvoiceTotals.matches`, counted with the sums). A
   * page past the middle is read from the end in the reverse order, so no page walks more than half of the
   * matches; the page's ids come from the order's index (company, column, id) before its rows are read (a
   * deferred join), so the rows skipped are index entries, not invoices.
   */
  async list(
    companyId: string,
    query: InvoiceListQuery,
    today: string,
    matches: number,
  ): Promise<Page<InvoiceRow>> {
    const { offset, pageSize } = query;
    const capped = matches > INVOICE_LIMITS.countCap;
    const page = { total: capped ? INVOICE_LIMITS.countCap : matches, totalCapped: capped, offset, pageSize };
    if (offset >= matches) return { items: [], ...page };
    const reversed = offset > matches / 2;
    const limit = Math.min(pageSize, matches - offset);
    const ids = this.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(whereOf(companyId, query, today))
      .orderBy(...orderOf(query, reversed))
      .limit(limit)
      .offset(reversed ? matches - offset - limit : offset)
      .as('page');
    const rows = await this.db
      .select({ invoice: invoices })
      .from(invoices)
      .innerJoin(ids, eq(ids.id, invoices.id))
      .where(eq(invoices.companyId, companyId))
      .orderBy(...orderOf(query));
    return { items: rows.map((row) => row.invoice), ...page };
  }

  /** The sums of every invoice the filters match, not only the page's, and how many match. */
  async totals(companyId: string, filters: InvoiceFilters, today: string): Promise<InvoiceTotals> {
    const [row] = await this.db
      .select({
        matches: sql<number>`count(*)::int`,
        totalCents: sql<string>`coalesce(sum(${invoices.totalCents}), 0)`,
        // A credit note (a negative total) is settled by being issued, as its status says (§4 closed): its
        // credit counts as paid, so that no filter shows more paid than billed and a negative 'unpaid'.
        paidCents: sql<string>`coalesce(sum(${settled}), 0)`,
        openCents: sql<string>`coalesce(sum(${invoices.totalCents} - ${settled}), 0)`,
      })
      .from(invoices)
      .where(whereOf(companyId, filters, today));
    return {
      matches: row?.matches ?? 0,
      totalCents: Number(row?.totalCents ?? 0),
      paidCents: Number(row?.paidCents ?? 0),
      openCents: Number(row?.openCents ?? 0),
    };
  }
}
