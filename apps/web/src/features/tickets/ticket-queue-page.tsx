import { ticketQueueQuerySchema } from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { Page, PageHeader, QueryContent } from '../../ui';
import { TicketQueueFilters } from './ticket-queue-filters';
import { ticketQueueQuery } from './ticket-queue-queries';
import { PagedTicketList } from './paged-ticket-list';
import { TicketRow } from './ticket-row';
import { TicketTarget } from './ticket-target';

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
      <QueryContent
        query={queue}
        // A viewport's height keeps the footer below the fold until the list arrives (no layout shift).
        loading={{ label: t('tickets.loading'), variant: 'page' }}
        failed={t('tickets.load-failed')}
        retry={t('tickets.retry')}
        isEmpty={(data) => data.items.length === 0}
        empty={t('tickets.queue.empty')}
      >
        {(data) => (
          <PagedTicketList
            page={data}
            label={t('tickets.queue.label')}
            busy={queue.isFetching}
            offset={params.offset}
            pageSize={params.pageSize}
            onOffset={(offset) => update({ offset })}
          >
            {data.items.map((ticket) => (
              <TicketRow
                key={ticket.id}
                ticket={ticket}
                to={`/${ticket.companyId}/tickets/${ticket.id}`}
                details={[
                  ticket.companyName,
                  t(`tickets.type.${ticket.type}`),
                  ticket.assignee?.name ?? t('tickets.queue.unassigned'),
                ]}
                statusExtra={<TicketTarget ticket={ticket} now={now} />}
                timeLabel={t('tickets.queue.created')}
                time={ticket.createdAt}
              />
            ))}
          </PagedTicketList>
        )}
      </QueryContent>
    </Page>
  );
}
