import type { InvoiceStatus } from '@kaista/domain/invoices';
import { useTranslation } from 'react-i18next';
import styles from './invoicing.module.css';

/** §4 an invoice's status as a coloured label. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.chip} ${styles[`chip-${status}`] ?? ''}`}>
      {t(`invoicing.status.${status}`)}
    </span>
  );
}
