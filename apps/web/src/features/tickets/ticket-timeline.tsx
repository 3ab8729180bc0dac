import { formatDateTime } from '@kaista/domain/shared/formatting';
import type { TicketEvent } from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ticketTimelineQuery } from './tickets-queries';
import { useTicketStatusName } from './use-ticket-status-name';
import styles from './ticket-timeline.module.css';
import sections from './ticket-sections.module.css';

/** Every status change, assignment and change of details of the ticket, oldest first, as both the customer and the desk see it. */
export function TicketTimeline({ companyId, ticketId }: { companyId: string; ticketId: string }) {
  const { t } = useTranslation();
  const statusName = useTicketStatusName();
  const events = useQuery(ticketTimelineQuery(companyId, ticketId));
  const eventText = ({ kind, actorName: actor, toStatus, assigneeName }: TicketEvent) => {
    if (kind === 'status')
      return t('tickets.timeline.status', { actor, status: statusName(toStatus ?? 'unknown') });
    if (kind === 'details') return t('tickets.timeline.details', { actor });
    return assigneeName
      ? t('tickets.timeline.assigned', { actor, assignee: assigneeName })
      : t('tickets.timeline.unassigned', { actor });
  };
  if (!events.data?.length) return null;
  return (
    <section aria-labelledby="ticket-timeline" className={sections.block}>
      <h2 id="ticket-timeline">{t('tickets.timeline.title')}</h2>
      <ol className={styles.timeline}>
        {events.data.map((event) => (
          <li key={event.id}>
            <span className={sections.commentMeta}>{formatDateTime(event.createdAt)} · </span>
            {eventText(event)}
          </li>
        ))}
      </ol>
    </section>
  );
}
