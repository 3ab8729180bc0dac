import { TICKET_TYPE_NAMES, ticketQueueQuerySchema } from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { Page, PageHeader } from '../../ui';
import { TicketQueueFilters } from './ticket-queue-filters';
import { ticketQueueQuery } from './ticket-queue-queries';
import { TicketResults } from './ticket-results';
import { TicketRow } from './ticket-row';
import { TicketTarget } from './ticket-target';
import { useTicketDayText } from './use-ticket-day-text';
import { useCodeName } from '../../lib/i18n/use-code-name';

/** /0/tickets: the desk's queue of every company's tickets, critical first, then the oldest. */
export function TicketQueuePage() {
  const { t } = useTranslation();
  const typeName = useCodeName(TICKET_TYPE_NAMES);
  const ticketDayText = useTicketDayText();
  const { state: params, update, filters } = useListUrlState(ticketQueueQuerySchema);
  const queue = useQuery(ticketQueueQuery(params));
  useOffsetInRange(queue.data, params, update);
  const now = new Date();

  return (
    <Page labelledBy="ticket-queue-title">
      <PageHeader id="ticket-queue-title" title={t('shell.nav.ticket-queue')} />
      <TicketQueueFilters params={params} onChange={update} filters={filters} />
      <TicketResults
        query={queue}
        label={t('tickets.queue.label')}
        empty={filters.active ? t('tickets.queue.empty') : t('tickets.queue.clear')}
        // Without a status the queue holds the open tickets: said by the count, which a phone shows while
        // it folds the status filter away.
        countText={params.status?.length ? undefined : (total) => t('tickets.queue.open-count', { total })}
        offset={params.offset}
        pageSize={params.pageSize}
        onOffset={(offset) => update({ offset })}
        row={(ticket) => (
          <TicketRow
            key={ticket.id}
            ticket={ticket}
            to={`/${ticket.companyId}/tickets/${ticket.id}`}
            details={[
              ticket.companyName,
              typeName(ticket.type),
              ...ticketDayText(ticket),
              ticket.assignee?.name ?? t('tickets.queue.unassigned'),
            ]}
            statusExtra={<TicketTarget ticket={ticket} now={now} />}
            timeLabel={t('tickets.queue.created')}
            time={ticket.createdAt}
          />
        )}
      />
    </Page>
  );
}
