import { and, asc, eq, sql } from 'drizzle-orm';
import type { InvoiceLinesQuery } from '@kaista/domain/invoices';
import { NO_COST_POOL } from '@kaista/domain/invoices';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/** One invoice of a company and its lines, always filtered by the company. */
export class InvoiceDetailRepo {
  constructor(private readonly db: Database) {}

  async find(companyId: string, invoiceId: string): Promise<InvoiceRow | null> {
    const [row] = await this.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId)));
    return row ?? null;
  }

  /**
   * A page of an invoice's lines in order, optionally those of a cost centre and/or type, with the number and
   * net sum of every line that matches (an invoice's lines are read through the primary key's prefix).
   */
  async linePage(
    companyId: string,
    invoiceId: string,
    query: InvoiceLinesQuery,
  ): Promise<Page<InvoiceLineRow> & { netCents: number }> {
    const where = and(
      eq(invoiceLines.companyId, companyId),
      eq(invoiceLines.invoiceId, invoiceId),
      query.costPoolId === NO_COST_POOL
        ? sql`${invoiceLines.costPoolId} is null`
        : query.costPoolId
          ? eq(invoiceLines.costPoolId, query.costPoolId)
          : undefined,
      query.serviceType ? eq(invoiceLines.serviceType, query.serviceType) : undefined,
    );
    const [items, [sums]] = await Promise.all([
      this.db
        .select()
        .from(invoiceLines)
        .where(where)
        .orderBy(asc(invoiceLines.lineNo))
        .limit(query.pageSize)
        .offset(query.offset),
      this.db
        .select({
          total: sql<number>`count(*)::int`,
          netCents: sql<string>`coalesce(sum(${invoiceLines.netCents}), 0)`,
        })
        .from(invoiceLines)
        .where(where),
    ]);
    return {
      items,
      total: sums?.total ?? 0,
      totalCapped: false,
      offset: query.offset,
      pageSize: query.pageSize,
      netCents: Number(sums?.netCents ?? 0),
    };
  }

  /** An invoice's lines summed per VAT rate, and how many there are. */
  async lineSums(companyId: string, invoiceId: string) {
    const rows = await this.db
      .select({
        vatRateBasisPoints: invoiceLines.vatRateBasisPoints,
        netCents: sql<string>`sum(${invoiceLines.netCents})`,
        count: sql<number>`count(*)::int`,
      })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.invoiceId, invoiceId)))
      .groupBy(invoiceLines.vatRateBasisPoints);
    return rows.map((row) => ({ ...row, netCents: Number(row.netCents) }));
  }

  /** An invoice's lines summed per type, in the order of each type's first line (the concise invoice). */
  async typeSums(companyId: string, invoiceId: string) {
    const rows = await this.db
      .select({
        serviceType: invoiceLines.serviceType,
        quantity: sql<string>`sum(${invoiceLines.quantity})`,
        netCents: sql<string>`sum(${invoiceLines.netCents})`,
      })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.invoiceId, invoiceId)))
      .groupBy(invoiceLines.serviceType)
      .orderBy(sql`min(${invoiceLines.lineNo})`);
    return rows.map((row) => ({ ...row, quantity: Number(row.quantity), netCents: Number(row.netCents) }));
  }

  async lines(companyId: string, invoiceId: string): Promise<InvoiceLineRow[]> {
    return this.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.invoiceId, invoiceId)))
      .orderBy(asc(invoiceLines.lineNo));
  }
}
