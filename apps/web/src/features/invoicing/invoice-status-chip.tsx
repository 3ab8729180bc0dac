import type { InvoiceStatus } from '@kaista/domain/invoices';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './invoicing.module.css';

// The style sheet's classes arrive in camelCase (vite's camelCaseOnly), so each status names its class.
const TONE: Record<InvoiceStatus, string | undefined> = {
  due: styles.chipDue,
  open: styles.chipOpen,
  partlyPaid: styles.chipPartlyPaid,
  closed: styles.chipClosed,
  unknown: undefined,
};

/** §4 an invoice's status as a coloured label. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return <span className={`${styles.chip} ${TONE[status] ?? ''}`}>{t(`invoicing.status.${status}`)}</span>;
}
