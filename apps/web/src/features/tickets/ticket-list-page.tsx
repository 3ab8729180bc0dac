import { ticketListQuerySchema } from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useCompanyId } from '../../lib/routing/company-id';
import { Page, PageHeader, PrimaryLink, QueryContent } from '../../ui';
import { TicketListFilters } from './ticket-list-filters';
import { PagedTicketList } from './paged-ticket-list';
import { TicketRow } from './ticket-row';
import { ticketListQuery } from './tickets-queries';
import { useActingName } from './use-acting-name';
import { useCanWriteTickets } from './use-can-write-tickets';

/** §2 /{companyId}/tickets: the company's support requests with status filter, search, sorting and paging. */
export function TicketListPage() {
  const { t } = useTranslation();
  const actingName = useActingName();
  const companyId = useCompanyId();
  const { state: params, update } = useListUrlState(ticketListQuerySchema);
  const tickets = useQuery(ticketListQuery(companyId, params));
  const canCreate = useCanWriteTickets(companyId);

  return (
    <Page labelledBy="tickets-title">
      <PageHeader
        id="tickets-title"
        title={t('shell.nav.tickets')}
        actions={canCreate ? <PrimaryLink to="new">{t('shell.nav.new-ticket')}</PrimaryLink> : null}
      />
      <TicketListFilters params={params} onChange={update} />
      <QueryContent
        query={tickets}
        // A viewport's height keeps the footer below the fold until the list arrives (no layout shift).
        loading={{ label: t('tickets.loading'), variant: 'page' }}
        failed={t('tickets.load-failed')}
        retry={t('tickets.retry')}
        isEmpty={(data) => data.items.length === 0}
        empty={params.q || params.status?.length ? t('tickets.no-matches') : t('tickets.none-yet')}
      >
        {(data) => (
          <PagedTicketList
            page={data}
            label={t('tickets.list-label')}
            busy={tickets.isFetching}
            offset={params.offset}
            pageSize={params.pageSize}
            onOffset={(offset) => update({ offset })}
          >
            {data.items.map((ticket) => (
              <TicketRow
                key={ticket.id}
                ticket={ticket}
                to={ticket.id}
                details={[
                  t(`tickets.type.${ticket.type}`),
                  actingName(ticket.createdByName, ticket.createdByOperatorName),
                ]}
                timeLabel={t('tickets.updated')}
                time={ticket.updatedAt}
              />
            ))}
          </PagedTicketList>
        )}
      </QueryContent>
    </Page>
  );
}
