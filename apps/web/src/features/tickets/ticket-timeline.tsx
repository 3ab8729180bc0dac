import { formatDateTime } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ticketTimelineQuery } from './tickets-queries';
import { useTicketStatusName } from './use-ticket-status-name';
import styles from './ticket-timeline.module.css';
import sections from './ticket-sections.module.css';

/** Every status change and assignment of the ticket, oldest first, as both the customer and the desk see it. */
export function TicketTimeline({ companyId, ticketId }: { companyId: string; ticketId: string }) {
  const { t } = useTranslation();
  const statusName = useTicketStatusName();
  const events = useQuery(ticketTimelineQuery(companyId, ticketId));
  if (!events.data?.length) return null;
  return (
    <section aria-labelledby="ticket-timeline" className={sections.block}>
      <h2 id="ticket-timeline">{t('tickets.timeline.title')}</h2>
      <ol className={styles.timeline}>
        {events.data.map((event) => (
          <li key={event.id}>
            <span className={sections.commentMeta}>{formatDateTime(event.createdAt)} · </span>
            {event.kind === 'status'
              ? t('tickets.timeline.status', {
                  actor: event.actorName,
                  status: statusName(event.toStatus ?? 'unknown'),
                })
              : event.assigneeName
                ? t('tickets.timeline.assigned', { actor: event.actorName, assignee: event.assigneeName })
                : t('tickets.timeline.unassigned', { actor: event.actorName })}
          </li>
        ))}
      </ol>
    </section>
  );
}
