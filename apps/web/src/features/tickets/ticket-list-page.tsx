import { TICKET_TYPE_NAMES, ticketListQuerySchema } from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useCompanyId } from '../../lib/routing/company-id';
import { Page, PageHeader, PrimaryLink } from '../../ui';
import { SubscriptionFilterNotice } from './subscription-filter-notice';
import { TicketListFilters } from './ticket-list-filters';
import { TicketResults } from './ticket-results';
import { TicketRow } from './ticket-row';
import { ticketListQuery } from './tickets-queries';
import { useActingName } from './use-acting-name';
import { useCanWriteTickets } from './use-can-write-tickets';
import { useTicketDayText } from './use-ticket-day-text';
import { useCodeName } from '../../lib/i18n/use-code-name';

/** §2 /{companyId}/tickets: the company's support requests with status filter, search, sorting and paging. */
export function TicketListPage() {
  const { t } = useTranslation();
  const typeName = useCodeName(TICKET_TYPE_NAMES);
  const actingName = useActingName();
  const ticketDayText = useTicketDayText();
  const companyId = useCompanyId();
  const { state: params, update, filters } = useListUrlState(ticketListQuerySchema);
  const tickets = useQuery(ticketListQuery(companyId, params));
  useOffsetInRange(tickets.data, params, update);
  const canCreate = useCanWriteTickets(companyId);

  return (
    <Page labelledBy="tickets-title">
      <PageHeader
        id="tickets-title"
        title={t('shell.nav.tickets')}
        actions={canCreate ? <PrimaryLink to="new">{t('shell.nav.new-ticket')}</PrimaryLink> : null}
      />
      {params.service ? (
        <SubscriptionFilterNotice
          companyId={companyId}
          serviceId={params.service}
          allHref={`/${companyId}/tickets`}
        />
      ) : null}
      <TicketListFilters params={params} onChange={update} filters={filters} />
      <TicketResults
        query={tickets}
        label={t('tickets.list-label')}
        empty={filters.active ? t('tickets.no-matches') : t('tickets.none-yet')}
        offset={params.offset}
        pageSize={params.pageSize}
        onOffset={(offset) => update({ offset })}
        row={(ticket) => (
          <TicketRow
            key={ticket.id}
            ticket={ticket}
            to={ticket.id}
            details={[
              typeName(ticket.type),
              ...ticketDayText(ticket),
              actingName(ticket.createdByName, ticket.createdByOperatorName),
            ]}
            timeLabel={t('tickets.updated')}
            time={ticket.updatedAt}
          />
        )}
      />
    </Page>
  );
}
