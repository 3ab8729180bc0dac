import type { InvoiceLine } from '@kaista/domain/invoices';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../ui';
import { linePeriod } from './invoice-period';
import { useInvoiceFormat } from './use-invoice-format';
import styles from './invoicing.module.css';

/** The lines table's columns; with `askUrl`, a last one to ask about each line. */
export function useInvoiceLineColumns(askUrl?: (line: InvoiceLine) => string) {
  const { t } = useTranslation();
  const { money } = useInvoiceFormat();
  const columns: DataTableColumn<InvoiceLine>[] = [
    {
      id: 'description',
      header: t('invoicing.line.description'),
      cell: (line: InvoiceLine) => line.description,
    },
    {
      id: 'pool',
      header: t('invoicing.line.cost-centre'),
      cell: (line: InvoiceLine) => line.costPoolName ?? '–',
    },
    {
      id: 'period',
      header: t('invoicing.invoice.period'),
      cell: (line: InvoiceLine) => linePeriod(line.periodStart, line.periodEnd),
    },
    {
      id: 'quantity',
      header: t('invoicing.line.quantity'),
      className: styles.amount,
      cell: (line: InvoiceLine) => line.quantity,
    },
    {
      id: 'unit',
      header: t('invoicing.line.unit-price'),
      className: styles.amount,
      cell: (line: InvoiceLine) => money(line.unitPriceCents),
    },
    {
      id: 'net',
      header: t('invoicing.line.net'),
      className: styles.amount,
      cell: (line: InvoiceLine) => money(line.netCents),
    },
  ];
  if (askUrl)
    columns.push({
      id: 'ask',
      header: t('invoicing.ask.column'),
      className: styles.amount,
      screenOnly: true,
      cell: (line: InvoiceLine) => (
        <Link
          className={styles.link}
          to={askUrl(line)}
          aria-label={t('invoicing.ask.line-label', { line: line.lineNo, description: line.description })}
        >
          {t('invoicing.ask.link')}
        </Link>
      ),
    });
  return columns;
}
