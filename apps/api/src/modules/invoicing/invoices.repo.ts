import { and, asc, desc, eq, getTableColumns, gt, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { InvoiceLinesQuery, InvoiceListQuery, InvoiceStatus } from '@kaista/domain/invoices';
import { INVOICE_LIMITS, NO_COST_POOL } from '@kaista/domain/invoices';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { companySpendTypeMonths, costPools, invoiceLines, invoices, NO_COST_POOL_KEY } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
/** An invoice as its list and export show it: without what it keeps of its lines for the drill-down filters. */
export type InvoiceListRow = Omit<InvoiceRow, 'lineTypes' | 'lineCostPoolIds' | 'hasLineWithoutCostPool'>;
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

function whereOf(companyId: string, filters: InvoiceFilters, today: string): SQL {
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

const sortColumn = (sort: SortField) => SORT_COLUMNS[sort];
const sortValue = (row: InvoiceListRow, sort: SortField) =>
  ({
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    total: row.totalCents,
    number: row.number,
  })[sort];

/** The list's order, or (`reversed`) its exact reverse. */
function orderOf({ sort, direction }: Pick<InvoiceFilters, 'sort' | 'direction'>, reversed = false) {
  const order = (direction === 'ASC') !== reversed ? asc : desc;
  return [order(sortColumn(sort)), order(invoices.id)];
}

/** The sums of the matching invoices and how many there are (the list's total and its totals). */
export interface InvoiceTotals {
  matches: number;
  totalCents: number;
  paidCents: number;
  openCents: number;
}

/**
 * Rows an export reads per query: the driver's parse and the row mapping of a batch hold the event loop in one
 * go, which 500 rows keep short while the round trips stay few (20 for a 10,000-row export).
 */
const EXPORT_BATCH = 500;

/** A company's invoices, always filtered by the company. */
export class InvoicesRepo {
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
        paidCents: sql<string>`coalesce(sum(${invoices.paidCents}), 0)`,
        openCents: sql<string>`coalesce(sum(greatest(${invoices.totalCents} - ${invoices.paidCents}, 0)), 0)`,
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

  /**
   * Net spend per cost centre and month ('YYYY-MM'), and per service type and month, of the months from..to
   * (first days), read from the sums the lines' and invoices' triggers keep (decision 015): the company's rows
   * of those months (months × types × centres), summed in the database so that only a row per centre or type
   * and month is sent. A centre removed since is named as its lines were billed (one line looked up through the
   * lines' cost-centre index, only for such a centre).
   */
  async spend(companyId: string, fromMonth: string, toMonth: string) {
    const kept = companySpendTypeMonths;
    const month = sql<string>`to_char(${kept.month}, 'YYYY-MM')`;
    const netCents = sql<string>`sum(${kept.netCents})`;
    const where = and(
      eq(kept.companyId, companyId),
      gte(kept.month, fromMonth),
      lte(kept.month, toMonth),
      gt(kept.lines, 0),
    );
    const [pools, types] = await Promise.all([
      this.db
        .select({
          costPoolKey: kept.costPoolKey,
          name: sql<
            string | null
          >`coalesce(${costPools.name}, case when ${kept.costPoolKey} <> ${NO_COST_POOL_KEY}
            then (select ${invoiceLines.costPoolName} from ${invoiceLines}
              where ${invoiceLines.companyId} = ${companyId} and ${invoiceLines.costPoolId} = ${kept.costPoolKey}
              limit 1) end)`,
          month,
          netCents,
        })
        .from(kept)
        .leftJoin(costPools, and(eq(costPools.companyId, kept.companyId), eq(costPools.id, kept.costPoolKey)))
        .where(where)
        .groupBy(kept.costPoolKey, costPools.name, kept.month),
      this.db
        .select({ serviceType: kept.serviceType, month, netCents })
        .from(kept)
        .where(where)
        .groupBy(kept.serviceType, kept.month),
    ]);
    // Sums of integer cents: exact as numbers far beyond any company's spend.
    return {
      byCostPool: pools.map(({ costPoolKey, ...row }) => ({
        ...row,
        costPoolId: costPoolKey === NO_COST_POOL_KEY ? null : costPoolKey,
        netCents: Number(row.netCents),
      })),
      byServiceType: types.map((row) => ({ ...row, netCents: Number(row.netCents) })),
    };
  }

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
