import { formatReferenceNumber, type Invoice } from '@kaista/domain/invoices';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FactsList } from '../../ui';
import { InvoiceStatusChip } from './invoice-status-chip';
import { useInvoiceFormat } from './use-invoice-format';

/** How to pay the invoice: its status, payer, dates, reference, account, sums and the bank barcode. */
export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { money } = useInvoiceFormat();
  const facts: [string, React.ReactNode][] = [
    [t('invoicing.invoice.status'), <InvoiceStatusChip key="status" status={invoice.status} />],
    [t('invoicing.invoice.payer'), invoice.payerName],
    [t('invoicing.invoice.date'), formatDate(invoice.invoiceDate)],
    [t('invoicing.invoice.period'), `${formatDate(invoice.periodStart)}–${formatDate(invoice.periodEnd)}`],
    [t('invoicing.invoice.due'), formatDate(invoice.dueDate)],
    [t('invoicing.invoice.reference'), formatReferenceNumber(invoice.referenceNumber)],
    [t('invoicing.invoice.iban'), `${invoice.iban} (${invoice.bic})`],
    [t('invoicing.invoice.total'), money(invoice.totalCents)],
    [t('invoicing.invoice.paid'), money(invoice.paidCents)],
  ];
  if (invoice.bankBarcode)
    facts.push([t('invoicing.invoice.barcode'), <code key="code">{invoice.bankBarcode}</code>]);
  return (
    <FactsList mutedTerms wideTerms stackOnNarrow>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </FactsList>
  );
}
