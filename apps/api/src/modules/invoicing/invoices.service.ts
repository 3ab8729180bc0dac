import type { Invoice, InvoiceListQuery, InvoicePage } from '@kaista/domain/invoices';
import { toHelsinkiIsoDate } from '@kaista/domain/shared/formatting';
import { notFound } from '../../http-errors';
import { toInvoice, toInvoiceSummary } from './invoices-mapper';
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

  every(companyId: string, filters: InvoiceFilters) {
    return this.repo.every(companyId, filters, helsinkiToday());
  }
}
