import type {
  Invoice,
  InvoiceLine,
  InvoiceLinePage,
  InvoiceLinesQuery,
  InvoiceListQuery,
  InvoicePage,
  InvoiceSummary,
  Spend,
} from '@kaista/domain/invoices';
import { INVOICE_LINE_TYPES, SPEND_MONTHS, type InvoiceLineType } from '@kaista/domain/invoices';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { PrintedPayer } from '../../db/schema';
import { notFound } from '../../http-errors';
import { shiftMonth } from './billing-calendar';
import { toInvoice, toInvoiceLine, toInvoiceSummary } from './invoices-mapper';
import type { InvoiceDetailRepo, InvoiceRow } from './invoice-detail.repo';
import type { InvoiceExportRepo } from './invoice-export.repo';
import type { InvoiceFilters } from './invoice-list-sql';
import type { InvoiceListRepo } from './invoice-list.repo';
import type { InvoiceSpendRepo } from './invoice-spend.repo';
import type { PayerRow } from './payers.repo';
import { printedPayerOf } from './printed-payer';

/** The lines an invoice's PDF prints: all of them, or their sums per type. */
export type DocumentLines =
  | { kind: 'lines'; lines: InvoiceLine[] }
  | { kind: 'byType'; byType: { serviceType: string; quantity: number; netCents: number }[] };

/** §7 /invoices2 and one invoice: the list with its totals, an invoice with its lines. */
export class InvoicesService {
  constructor(
    private readonly listing: InvoiceListRepo,
    private readonly invoices: InvoiceDetailRepo,
    private readonly exports: InvoiceExportRepo,
    private readonly spending: InvoiceSpendRepo,
  ) {}

  async list(companyId: string, query: InvoiceListQuery): Promise<InvoicePage> {
    const today = helsinkiToday();
    // One pass over the matches sums them and counts them; the count places the page (see the repository).
    const { matches, ...totals } = await this.listing.totals(companyId, query, today);
    const page = await this.listing.list(companyId, query, today, matches);
    return { ...page, items: page.items.map((row) => toInvoiceSummary(row, today)), totals };
  }

  /**
   * The spend by cost centre and by service type of the last SPEND_MONTHS months, from the first of them that
   * was billed to the current month (every month present, zero when nothing was billed; no month when nothing
   * was billed at all), the largest first.
   */
  async spend(companyId: string): Promise<Spend> {
    const current = helsinkiToday().slice(0, 7);
    const first = shiftMonth(current, 1 - SPEND_MONTHS);
    const { byCostPool, byServiceType } = await this.spending.spend(
      companyId,
      `${first}-01`,
      `${current}-01`,
    );
    const billedFrom = [...byCostPool, ...byServiceType].reduce<string | null>(
      (earliest, row) => (earliest === null || row.month < earliest ? row.month : earliest),
      null,
    );
    const months: string[] = [];
    for (let month = billedFrom; month !== null && month <= current; month = shiftMonth(month, 1))
      months.push(month);
    const pools = new Map<string, Spend['costPools'][number]>();
    const types = new Map<string, Spend['serviceTypes'][number]>();
    const add = (sums: { totalCents: number; monthlyCents: number[] }, month: string, cents: number) => {
      const index = months.indexOf(month);
      if (index >= 0) sums.monthlyCents[index] = (sums.monthlyCents[index] ?? 0) + cents;
      sums.totalCents += cents;
    };
    for (const row of byCostPool) {
      const key = row.costPoolId ?? '';
      const pool = pools.get(key) ?? {
        costPoolId: row.costPoolId,
        name: row.name,
        totalCents: 0,
        monthlyCents: months.map(() => 0),
      };
      add(pool, row.month, row.netCents);
      pools.set(key, pool);
    }
    for (const row of byServiceType) {
      // A type no longer billed (none is today) would not fit the answer's enumeration: left out.
      if (!(INVOICE_LINE_TYPES as readonly string[]).includes(row.serviceType)) continue;
      const type = types.get(row.serviceType) ?? {
        serviceType: row.serviceType as InvoiceLineType,
        totalCents: 0,
        monthlyCents: months.map(() => 0),
      };
      add(type, row.month, row.netCents);
      types.set(row.serviceType, type);
    }
    const costPools = [...pools.values()].sort(
      (a, b) => b.totalCents - a.totalCents || (a.name ?? '').localeCompare(b.name ?? '', 'fi'),
    );
    const serviceTypes = [...types.values()].sort(
      (a, b) => b.totalCents - a.totalCents || a.serviceType.localeCompare(b.serviceType),
    );
    return { months, costPools, serviceTypes };
  }

  /** Another company's invoice is reported exactly like a missing one. */
  async row(companyId: string, invoiceId: string): Promise<InvoiceRow> {
    const row = await this.invoices.find(companyId, invoiceId);
    if (!row) throw notFound('Invoice');
    return row;
  }

  /**
   * Who the invoice was issued to, as its PDF prints it: as kept at issue, or for an invoice issued before that
   * was kept, the agreement as it is now (`current`, read only then).
   */
  async printedPayer(
    companyId: string,
    invoiceId: string,
    current: () => Promise<PayerRow | null>,
  ): Promise<PrintedPayer | null> {
    const { printedPayer } = await this.row(companyId, invoiceId);
    if (printedPayer) return printedPayer;
    const payer = await current();
    return payer ? printedPayerOf(payer) : null;
  }

  async get(companyId: string, invoiceId: string): Promise<Invoice> {
    const row = await this.row(companyId, invoiceId);
    return toInvoice(row, await this.invoices.lineSums(companyId, invoiceId), helsinkiToday());
  }

  /** A page of an invoice's lines; another company's invoice is reported like a missing one. */
  async linePage(companyId: string, invoiceId: string, query: InvoiceLinesQuery): Promise<InvoiceLinePage> {
    await this.row(companyId, invoiceId);
    const page = await this.invoices.linePage(companyId, invoiceId, query);
    return { ...page, items: page.items.map(toInvoiceLine) };
  }

  /**
   * What the PDF prints of the lines: every line on the extended invoice, the sums per type on the concise one
   * (read as sums, so a concise invoice of thousands of lines reads a few rows).
   */
  async documentLines(companyId: string, invoiceId: string, extended: boolean): Promise<DocumentLines> {
    if (extended)
      return { kind: 'lines', lines: (await this.invoices.lines(companyId, invoiceId)).map(toInvoiceLine) };
    return { kind: 'byType', byType: await this.invoices.typeSums(companyId, invoiceId) };
  }

  /** The filtered list in its order, a batch at a time, for a streamed export. */
  async *exportBatches(companyId: string, filters: InvoiceFilters): AsyncGenerator<InvoiceSummary[]> {
    const today = helsinkiToday();
    for await (const rows of this.exports.every(companyId, filters, today))
      yield rows.map((row) => toInvoiceSummary(row, today));
  }

  /** One invoice's lines a batch at a time, for a streamed export (the caller has found the invoice). */
  async *lineBatches(companyId: string, invoiceId: string): AsyncGenerator<InvoiceLine[]> {
    for await (const rows of this.exports.lineBatches(companyId, invoiceId)) yield rows.map(toInvoiceLine);
  }
}
