import { and, asc, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { InvoiceListQuery, InvoiceStatus } from '@kaista/domain/invoices';
import { INVOICE_LIMITS } from '@kaista/domain/invoices';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { invoiceLines, invoices } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
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

function whereOf(companyId: string, filters: InvoiceFilters, today: string): SQL {
  return and(
    eq(invoices.companyId, companyId),
    filters.status !== 'all' ? statusIs(filters.status, today) : undefined,
    filters.from ? gte(invoices.invoiceDate, filters.from) : undefined,
    filters.to ? lte(invoices.invoiceDate, filters.to) : undefined,
    filters.payerId ? eq(invoices.payerId, filters.payerId) : undefined,
    filters.q ? like(invoices.number, `${filters.q}%`) : undefined,
  )!;
}

/** Each order is backed by an index (company_id, column, id); DEFAULT is newest, latest or largest first. */
function orderOf({ sort, direction }: Pick<InvoiceFilters, 'sort' | 'direction'>) {
  const order = direction === 'ASC' ? asc : desc;
  const column = {
    invoiceDate: invoices.invoiceDate,
    dueDate: invoices.dueDate,
    total: invoices.totalCents,
    number: invoices.number,
  }[sort];
  return [order(column), order(invoices.id)];
}

/** A company's invoices, always filtered by the company. */
export class InvoicesRepo {
  constructor(private readonly db: Database) {}

  async list(companyId: string, query: InvoiceListQuery, today: string): Promise<Page<InvoiceRow>> {
    const where = whereOf(companyId, query, today);
    return paginate(this.db, query, {
      rows: ({ offset, pageSize }) =>
        this.db
          .select()
          .from(invoices)
          .where(where)
          .orderBy(...orderOf(query))
          .limit(pageSize)
          .offset(offset),
      matches: this.db
        .select({ one: sql`1` })
        .from(invoices)
        .where(where)
        .$dynamic(),
      countCap: INVOICE_LIMITS.countCap,
    });
  }

  /** The sums of every invoice the filters match, not only the page's. */
  async totals(companyId: string, filters: InvoiceFilters, today: string) {
    const [row] = await this.db
      .select({
        totalCents: sql<string>`coalesce(sum(${invoices.totalCents}), 0)`,
        paidCents: sql<string>`coalesce(sum(${invoices.paidCents}), 0)`,
        openCents: sql<string>`coalesce(sum(greatest(${invoices.totalCents} - ${invoices.paidCents}, 0)), 0)`,
      })
      .from(invoices)
      .where(whereOf(companyId, filters, today));
    return {
      totalCents: Number(row?.totalCents ?? 0),
      paidCents: Number(row?.paidCents ?? 0),
      openCents: Number(row?.openCents ?? 0),
    };
  }

  /** Every matching invoice in the list's order, in batches by offset over the index, for an export. */
  async *every(
    companyId: string,
    filters: InvoiceFilters,
    today: string,
    batchSize = 1000,
  ): AsyncGenerator<InvoiceRow[]> {
    const where = whereOf(companyId, filters, today);
    for (let offset = 0; ; offset += batchSize) {
      const rows = await this.db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(...orderOf(filters))
        .limit(batchSize)
        .offset(offset);
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) return;
    }
  }

  async find(companyId: string, invoiceId: string): Promise<InvoiceRow | null> {
    const [row] = await this.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId)));
    return row ?? null;
  }

  async lines(companyId: string, invoiceId: string): Promise<InvoiceLineRow[]> {
    return this.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.invoiceId, invoiceId)))
      .orderBy(asc(invoiceLines.lineNo));
  }
}
