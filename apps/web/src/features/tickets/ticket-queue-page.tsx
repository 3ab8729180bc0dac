import { formatDateTime } from '@kaista/domain/shared/formatting';
import { ticketQueueQuerySchema } from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { Button, EmptyState, LoadingPlaceholder, Page, PageHeader, Pager } from '../../ui';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { TicketQueueFilters } from './ticket-queue-filters';
import { ticketQueueQuery } from './ticket-queue-queries';
import { TicketStatusChip, UrgencyMark } from './ticket-status';
import { TicketTarget } from './ticket-target';
import styles from './ticket-list.module.css';

/** /0/tickets: the desk's queue of every company's tickets, critical first, then the oldest. */
export function TicketQueuePage() {
  const { t } = useTranslation();
  const { state: params, update } = useListUrlState(ticketQueueQuerySchema);
  const queue = useQuery(ticketQueueQuery(params));
  const now = new Date();

  return (
    <Page labelledBy="ticket-queue-title">
      <PageHeader id="ticket-queue-title" title={t('shell.nav.ticket-queue')} />
      <TicketQueueFilters params={params} onChange={update} />
      {queue.isPending ? (
        // A viewport's height keeps the footer below the fold until the list arrives (no layout shift).
        <LoadingPlaceholder label={t('tickets.loading')} variant="page" />
      ) : queue.isError ? (
        <EmptyState
          action={
            <Button variant="secondary" onPress={() => void queue.refetch()}>
              {t('tickets.retry')}
            </Button>
          }
        >
          {t('tickets.load-failed')}
        </EmptyState>
      ) : queue.data.items.length === 0 ? (
        <EmptyState>{t('tickets.queue.empty')}</EmptyState>
      ) : (
        <>
          <ul className={styles.list} aria-label={t('tickets.queue.label')} aria-busy={queue.isFetching}>
            {queue.data.items.map((ticket) => (
              <li key={ticket.id} className={styles.row}>
                <Link to={`/${ticket.companyId}/tickets/${ticket.id}`} className={styles.rowLink}>
                  <span className={styles.rowSubject}>{ticket.subject}</span>
                  <span className={styles.rowMeta}>
                    #{ticket.number} · {ticket.companyName} · {t(`tickets.type.${ticket.type}`)} ·{' '}
                    {ticket.assignee?.name ?? t('tickets.queue.unassigned')}
                  </span>
                </Link>
                <span className={styles.rowStatus}>
                  <TicketStatusChip status={ticket.status} />
                  <UrgencyMark urgency={ticket.urgency} />
                  <TicketTarget ticket={ticket} now={now} />
                </span>
                <span className={styles.rowDate}>
                  <VisuallyHidden>{t('tickets.queue.created')} </VisuallyHidden>
                  {formatDateTime(ticket.createdAt)}
                </span>
              </li>
            ))}
          </ul>
          <Pager
            label={t('tickets.paging')}
            offset={params.offset}
            pageSize={params.pageSize}
            page={queue.data}
            onOffset={(offset) => update({ offset })}
          />
        </>
      )}
    </Page>
  );
}
