import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CHANNEL_OF_METHOD,
  invoiceSums,
  referenceNumber,
  VAT_RATE_BASIS_POINTS,
  vatCents,
} from '@kaista/domain/invoices';
import type { DeliveryMethod } from '@kaista/domain/invoices';
import type { Database } from '../../db/client';
import { costPools, invoiceLines, invoices, payers } from '../../db/schema';
import type { BillableItems, BillingPeriod } from './billable-items';
import { addDays, invoiceDateOf, PAYMENT_TERM_DAYS, periodOf } from './billing-calendar';

type PayerRow = typeof payers.$inferSelect;
type NewLine = Omit<typeof invoiceLines.$inferInsert, 'companyId' | 'invoiceId'>;

function line(
  lineNo: number,
  item: Omit<NewLine, 'lineNo' | 'netCents' | 'vatCents' | 'vatRateBasisPoints'>,
): NewLine {
  const netCents = item.quantity * item.unitPriceCents;
  return {
    ...item,
    lineNo,
    netCents,
    vatRateBasisPoints: VAT_RATE_BASIS_POINTS,
    vatCents: vatCents(netCents),
  };
}

/** What the invoice keeps of its lines for the list's filters (`invoices.line_types` and the rest). */
function keptOfLines(lines: NewLine[]) {
  const pools = lines.map((item) => item.costPoolId ?? null);
  return {
    lineTypes: [...new Set(lines.map((item) => item.serviceType))].sort(),
    lineCostPoolIds: [...new Set(pools.filter((pool): pool is string => pool !== null))].sort(),
    hasLineWithoutCostPool: pools.includes(null),
  };
}

/** A line as the columns of its row, for the JSON the lines are inserted from. */
function lineColumns(item: NewLine) {
  return {
    line_no: item.lineNo,
    description: item.description,
    service_type: item.serviceType,
    service_id: item.serviceId ?? null,
    cost_pool_id: item.costPoolId ?? null,
    cost_pool_name: item.costPoolName ?? null,
    period_start: item.periodStart,
    period_end: item.periodEnd,
    quantity: item.quantity,
    unit_price_cents: item.unitPriceCents,
    net_cents: item.netCents,
    vat_rate_basis_points: item.vatRateBasisPoints,
    vat_cents: item.vatCents,
  };
}

/**
 * The monthly billing run: one invoice per billing agreement and month, with a line per subscription (in its
 * cost centre) and per waiting one-off charge. A month already billed for an agreement is skipped (the unique
 * period index), so a run can be repeated or retried safely.
 */
export class BillingRun {
  constructor(
    private readonly db: Database,
    private readonly items: BillableItems,
    /** New invoices' ids; the demo seed gives fixed ones, so its dataset is the same on every run. */
    private readonly newId: () => string = randomUUID,
  ) {}

  /** Bills the month 'YYYY-MM' for every agreement of the company; answers how many invoices it issued. */
  async run(companyId: string, month: string): Promise<number> {
    const period = periodOf(month);
    const agreements = await this.db
      .select()
      .from(payers)
      .where(eq(payers.companyId, companyId))
      .orderBy(asc(payers.number));
    const pools = await this.poolNames(companyId);
    let issued = 0;
    for (const payer of agreements) if (await this.bill(payer, period, pools)) issued += 1;
    return issued;
  }

  /** Bills the month for every company with a billing agreement (the scheduled job). */
  async runAll(month: string): Promise<number> {
    const companies = await this.db.selectDistinct({ companyId: payers.companyId }).from(payers);
    let issued = 0;
    for (const { companyId } of companies) issued += await this.run(companyId, month);
    return issued;
  }

  /** A credit note for some lines of an invoice: the same lines with negative amounts, dated `date`. */
  async creditNote(companyId: string, invoiceId: string, lineNos: number[], date: string): Promise<string> {
    const [invoice] = await this.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId)));
    if (!invoice) throw new Error(`No invoice ${invoiceId} to credit`);
    const credited = await this.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.invoiceId, invoiceId)));
    const lines = credited
      .filter((row) => lineNos.includes(row.lineNo))
      .map((row, index) =>
        line(index + 1, {
          description: row.description,
          serviceType: row.serviceType,
          serviceId: row.serviceId,
          costPoolId: row.costPoolId,
          costPoolName: row.costPoolName,
          periodStart: row.periodStart,
          periodEnd: row.periodEnd,
          quantity: row.quantity,
          unitPriceCents: -row.unitPriceCents,
        }),
      );
    const [earlier] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.creditedInvoiceId, invoiceId)));
    const number = `${invoice.number}${(earlier?.count ?? 0) + 1}`;
    const id = await this.issue(
      {
        companyId,
        number,
        kind: 'CREDIT_NOTE',
        creditedInvoiceId: invoiceId,
        payerId: invoice.payerId,
        payerName: invoice.payerName,
        invoiceType: invoice.invoiceType,
        deliveryChannel: invoice.deliveryChannel,
        invoiceDate: date,
        dueDate: date,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        referenceNumber: referenceNumber(number),
      },
      lines,
      [],
    );
    if (!id) throw new Error(`Credit note ${number} exists already`);
    return id;
  }

  private async poolNames(companyId: string): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ id: costPools.id, name: costPools.name })
      .from(costPools)
      .where(eq(costPools.companyId, companyId));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  private async bill(payer: PayerRow, period: BillingPeriod, pools: Map<string, string>): Promise<boolean> {
    const [subscriptions, charges] = await Promise.all([
      this.items.subscriptions(payer.companyId, payer.id, period),
      this.items.waitingCharges(payer.companyId, payer.id, period),
    ]);
    if (subscriptions.length === 0 && charges.length === 0) return false;
    const pool = (id: string | null) => ({
      costPoolId: id,
      costPoolName: id ? (pools.get(id) ?? null) : null,
    });
    const lines = [
      ...subscriptions.map((item) => ({
        description: item.name,
        serviceType: item.serviceType,
        serviceId: item.serviceId,
        ...pool(item.costPoolId),
        periodStart: period.start,
        periodEnd: period.end,
        quantity: 1,
        unitPriceCents: item.monthlyPriceCents,
      })),
      ...charges.map((item) => ({
        description: item.description,
        serviceType: item.serviceType,
        serviceId: item.serviceId,
        ...pool(item.costPoolId),
        periodStart: item.chargedOn,
        periodEnd: item.chargedOn,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
      })),
    ].map((item, index) => line(index + 1, item));
    const number = `${payer.number}${period.start.slice(0, 4)}${period.start.slice(5, 7)}`;
    const invoiceDate = invoiceDateOf(period);
    const id = await this.issue(
      {
        companyId: payer.companyId,
        number,
        kind: 'INVOICE',
        creditedInvoiceId: null,
        payerId: payer.id,
        payerName: payer.name,
        invoiceType: payer.invoiceType,
        deliveryChannel: CHANNEL_OF_METHOD[payer.deliveryMethod as DeliveryMethod],
        invoiceDate,
        dueDate: addDays(invoiceDate, PAYMENT_TERM_DAYS),
        periodStart: period.start,
        periodEnd: period.end,
        referenceNumber: referenceNumber(number),
      },
      lines,
      charges.map((charge) => charge.id),
    );
    return id !== null;
  }

  /** Writes the invoice, its lines and the billed charges in one transaction; null when already billed. */
  private async issue(
    invoice: Omit<typeof invoices.$inferInsert, 'netCents' | 'vatCents' | 'totalCents'>,
    lines: NewLine[],
    chargeIds: string[],
  ): Promise<string | null> {
    const sums = invoiceSums(lines);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invoices)
        .values({
          ...invoice,
          id: this.newId(),
          netCents: sums.netCents,
          vatCents: sums.vatCents,
          totalCents: sums.totalCents,
          paidCents: 0,
          ...keptOfLines(lines),
        })
        .onConflictDoNothing()
        .returning({ id: invoices.id });
      if (!row) return null;
      const companyId = invoice.companyId;
      // One parameter of JSON rather than ~15 per line: an invoice of a large company has thousands of lines.
      await tx.execute(sql`
        insert into ${invoiceLines} (company_id, invoice_id, line_no, description, service_type, service_id,
          cost_pool_id, cost_pool_name, period_start, period_end, quantity, unit_price_cents, net_cents,
          vat_rate_basis_points, vat_cents)
        select ${companyId}, ${row.id}::uuid, line_no, description, service_type, service_id, cost_pool_id,
          cost_pool_name, period_start, period_end, quantity, unit_price_cents, net_cents, vat_rate_basis_points,
          vat_cents
        from jsonb_to_recordset(${JSON.stringify(lines.map(lineColumns))}::jsonb) as l(line_no int,
          description text, service_type text, service_id text, cost_pool_id uuid, cost_pool_name text,
          period_start date, period_end date, quantity int, unit_price_cents bigint, net_cents bigint,
          vat_rate_basis_points int, vat_cents bigint)`);
      await this.items.markBilled(tx, companyId, chargeIds, row.id);
      return row.id;
    });
  }
}
