import type {
  Invoice,
  InvoiceLine,
  InvoiceListQuery,
  InvoicePage,
  InvoiceSummary,
} from '@kaista/domain/invoices';
import { toHelsinkiIsoDate } from '@kaista/domain/shared/formatting';
import { notFound } from '../../http-errors';
import { toInvoice, toInvoiceLine, toInvoiceSummary } from './invoices-mapper';
import type { InvoiceFilters, InvoiceRow, InvoicesRepo } from './invoices.repo';

/** §4 statuses are read against the Helsinki date of the call. */
export const helsinkiToday = (): string => toHelsinkiIsoDate(new Date());

/** §7 /invoices2 and one invoice: the list with its totals, an invoice with its lines. */
export class InvoicesService {
  constructor(private readonly repo: InvoicesRepo) {}

  async list(companyId: string, query: InvoiceListQuery): Promise<InvoicePage> {
    const today = helsinkiToday();
    const [page, totals] = await Promise.all([
      this.repo.list(companyId, query, today),
      this.repo.totals(companyId, query, today),
    ]);
    return { ...page, items: page.items.map((row) => toInvoiceSummary(row, today)), totals };
  }

  /** Another company's invoice is reported exactly like a missing one. */
  async row(companyId: string, invoiceId: string): Promise<InvoiceRow> {
    const row = await this.repo.find(companyId, invoiceId);
    if (!row) throw notFound('Invoice');
    return row;
  }

  async get(companyId: string, invoiceId: string): Promise<Invoice> {
    const row = await this.row(companyId, invoiceId);
    return toInvoice(row, await this.repo.lines(companyId, invoiceId), helsinkiToday());
  }

  /** The filtered list in its order, a batch at a time, for a streamed export. */
  async *exportBatches(companyId: string, filters: InvoiceFilters): AsyncGenerator<InvoiceSummary[]> {
    const today = helsinkiToday();
    for await (const rows of this.repo.every(companyId, filters, today))
      yield rows.map((row) => toInvoiceSummary(row, today));
  }

  /** One invoice's lines a batch at a time, for a streamed export (the caller has found the invoice). */
  async *lineBatches(companyId: string, invoiceId: string): AsyncGenerator<InvoiceLine[]> {
    for await (const rows of this.repo.lineBatches(companyId, invoiceId)) yield rows.map(toInvoiceLine);
  }
}
