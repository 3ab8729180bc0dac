import { formatReferenceNumber, type Invoice, type InvoiceLine } from '@kaista/domain/invoices';
import { formatCents, formatDate, type Language } from '@kaista/domain/shared/formatting';
import type { TFunction } from '../../lib/i18n/translator';
import { linePeriod } from './invoice-period';

/** A new INVOICING ticket filled in about the invoice, or one of its lines (the tickets area reads the query). */
export function invoiceAskUrl(
  t: TFunction,
  language: Language,
  companyId: string,
  invoice: Invoice,
  line?: InvoiceLine,
): string {
  const { number } = invoice;
  const about = line
    ? t('invoicing.ask.line-text', {
        number,
        line: line.lineNo,
        description: line.description,
        period: linePeriod(line.periodStart, line.periodEnd),
        amount: formatCents(line.netCents, language),
      })
    : t('invoicing.ask.invoice-text', {
        number,
        date: formatDate(invoice.invoiceDate),
        amount: formatCents(invoice.totalCents, language),
        reference: formatReferenceNumber(invoice.referenceNumber),
      });
  const query = new URLSearchParams({
    type: 'INVOICING',
    subject: line
      ? t('invoicing.ask.line-subject', { number, line: line.lineNo })
      : t('invoicing.ask.invoice-subject', { number }),
    description: about,
  });
  return `/${companyId}/tickets/new?${query.toString()}`;
}
