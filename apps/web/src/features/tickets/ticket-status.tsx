import type { TicketStatus, TicketUrgency } from '@kaista/domain/tickets';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './ticket-status.module.css';
import { useIsTicketDesk, useTicketStatusName } from './use-ticket-status-name';

const TONE: Partial<Record<TicketStatus, string>> = {
  PENDING_CUSTOMER: styles.toneAction,
  RESOLVED: styles.toneDone,
  CLOSED: styles.toneDone,
  ABANDONED: styles.toneMuted,
  UNTOUCHED: styles.toneNew,
};

/**
 * A ticket status as a labelled chip. PENDING_CUSTOMER stands out to the customer, for whom it waits; to the
 * desk it is one more status waiting for someone else.
 */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const statusName = useTicketStatusName();
  const isDesk = useIsTicketDesk();
  const tone = isDesk && status === 'PENDING_CUSTOMER' ? undefined : TONE[status];
  return <span className={`${styles.chip} ${tone ?? ''}`}>{statusName(status)}</span>;
}

export function UrgencyMark({ urgency }: { urgency: TicketUrgency }) {
  const { t } = useTranslation();
  if (urgency !== 'critical') return null;
  return <span className={styles.critical}>{t('tickets.urgency.critical')}</span>;
}
