import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CHANNEL_OF_METHOD, referenceNumber } from '@kaista/domain/invoices';
import type { DeliveryMethod } from '@kaista/domain/invoices';
import type { Database } from '../../db/client';
import { costPools, invoices, payers } from '../../db/schema';
import type { BillableItems, BillingPeriod } from './billable-items';
import { addDays, invoiceDateOf, PAYMENT_TERM_DAYS, periodOf } from './billing-calendar';
import { InvoiceDetailRepo } from './invoice-detail.repo';
import { issueInvoice } from './invoice-issue';
import { creditLines, monthLines } from './invoice-lines';
import { printedPayerOf } from './printed-payer';

type PayerRow = typeof payers.$inferSelect;

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
    const detail = new InvoiceDetailRepo(this.db);
    const invoice = await detail.find(companyId, invoiceId);
    if (!invoice) throw new Error(`No invoice ${invoiceId} to credit`);
    const lines = creditLines(await detail.lines(companyId, invoiceId), lineNos);
    const [earlier] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.creditedInvoiceId, invoiceId)));
    // The credited invoice's number and a running count, so a second credit note gets a number of its own.
    const number = `${invoice.number}${(earlier?.count ?? 0) + 1}`;
    const head = {
      companyId,
      number,
      kind: 'CREDIT_NOTE',
      creditedInvoiceId: invoiceId,
      payerId: invoice.payerId,
      payerName: invoice.payerName,
      printedPayer: invoice.printedPayer,
      invoiceType: invoice.invoiceType,
      deliveryChannel: invoice.deliveryChannel,
      invoiceDate: date,
      dueDate: date,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      referenceNumber: referenceNumber(number),
    };
    const id = await issueInvoice(this.db, this.items, this.newId, { head, lines, chargeIds: [] });
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

  /** Issues the agreement's invoice of the period; false when it has nothing to bill or was billed already. */
  private async bill(payer: PayerRow, period: BillingPeriod, pools: Map<string, string>): Promise<boolean> {
    const [subscriptions, charges] = await Promise.all([
      this.items.subscriptions(payer.companyId, payer.id, period),
      this.items.waitingCharges(payer.companyId, payer.id, period),
    ]);
    if (subscriptions.length === 0 && charges.length === 0) return false;
    const number = `${payer.number}${period.start.slice(0, 4)}${period.start.slice(5, 7)}`;
    const invoiceDate = invoiceDateOf(period);
    const head = {
      companyId: payer.companyId,
      number,
      kind: 'INVOICE',
      creditedInvoiceId: null,
      payerId: payer.id,
      payerName: payer.name,
      printedPayer: printedPayerOf(payer),
      invoiceType: payer.invoiceType,
      deliveryChannel: CHANNEL_OF_METHOD[payer.deliveryMethod as DeliveryMethod],
      invoiceDate,
      dueDate: addDays(invoiceDate, PAYMENT_TERM_DAYS),
      periodStart: period.start,
      periodEnd: period.end,
      referenceNumber: referenceNumber(number),
    };
    const id = await issueInvoice(this.db, this.items, this.newId, {
      head,
      lines: monthLines(subscriptions, charges, period, pools),
      chargeIds: charges.map((charge) => charge.id),
    });
    return id !== null;
  }
}
