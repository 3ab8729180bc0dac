import { formatVatRate, type Invoice } from '@kaista/domain/invoices';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useInvoiceFormat } from './use-invoice-format';
import styles from './invoicing.module.css';

/** The VAT breakdown of all the invoice's lines: net, the VAT of each rate and the total. */
export function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { language, money } = useInvoiceFormat();
  return (
    <dl className={styles.totals} aria-label={t('invoicing.invoice.vat-breakdown')}>
      <div>
        <dt>{t('invoicing.line.net')}</dt>
        <dd>{money(invoice.netCents)}</dd>
      </div>
      {invoice.vatByRate.map((rate) => (
        <div key={rate.rateBasisPoints}>
          <dt>{t('invoicing.invoice.vat', { rate: formatVatRate(rate.rateBasisPoints, language) })}</dt>
          <dd>{money(rate.vatCents)}</dd>
        </div>
      ))}
      <div>
        <dt>{t('invoicing.invoice.total')}</dt>
        <dd>{money(invoice.totalCents)}</dd>
      </div>
    </dl>
  );
}
