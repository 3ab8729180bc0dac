import type { TicketSummary } from '@kaista/domain/tickets';
import { formatDateTime } from '@kaista/domain/shared/formatting';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { TicketStatusChip, UrgencyMark } from './ticket-status';
import styles from './ticket-list.module.css';

interface TicketRowProps {
  ticket: Pick<TicketSummary, 'number' | 'subject' | 'status' | 'urgency'>;
  to: string;
  /** What follows the ticket's number on the line below its subject. */
  details: string[];
  /** Shown after the status and urgency, e.g. the desk's target time. */
  statusExtra?: ReactNode;
  /** Names the time shown at the end of the row for a screen reader. */
  timeLabel: string;
  time: string;
}

/** One ticket of a list: its subject as the link to it, its number and details, status and a time. */
export function TicketRow({ ticket, to, details, statusExtra, timeLabel, time }: TicketRowProps) {
  return (
    <li className={styles.row}>
      <Link to={to} className={styles.rowLink}>
        <span className={styles.rowSubject}>{ticket.subject}</span>
        <span className={styles.rowMeta}>{[`#${ticket.number}`, ...details].join(' · ')}</span>
      </Link>
      <span className={styles.rowStatus}>
        <TicketStatusChip status={ticket.status} />
        <UrgencyMark urgency={ticket.urgency} />
        {statusExtra}
      </span>
      <span className={styles.rowDate}>
        <VisuallyHidden>{timeLabel} </VisuallyHidden>
        {formatDateTime(time)}
      </span>
    </li>
  );
}
