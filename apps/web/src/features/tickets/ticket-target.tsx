import { ticketTimeLeft, type TicketStatus, type TicketUrgency } from '@kaista/domain/tickets';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './ticket-target.module.css';

/** The desk's target a ticket runs against now and the time left to it, or by how much it is overdue. */
export function TicketTarget({
  ticket,
  now,
}: {
  ticket: { urgency: TicketUrgency; status: TicketStatus; createdAt: string };
  now: Date;
}) {
  const { t } = useTranslation();
  const left = ticketTimeLeft(ticket, now);
  if (!left) return null;
  const minutes = Math.abs(left.minutes);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const time =
    days > 0
      ? t('tickets.target.days-hours', { days, hours })
      : t('tickets.target.hours-minutes', { hours, minutes: minutes % 60 });
  return left.minutes < 0 ? (
    <span className={styles.overdue}>{t(`tickets.target.${left.kind}-overdue`, { time })}</span>
  ) : (
    <span className={styles.target}>{t(`tickets.target.${left.kind}-left`, { time })}</span>
  );
}
