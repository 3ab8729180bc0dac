import { formatDateTime } from '@kaista/domain/shared/formatting';
import { ticketListQuerySchema } from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useCompanyId } from '../../lib/routing/company-id';
import { Page, PageHeader, Pager, PrimaryLink, QueryContent } from '../../ui';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { TicketListFilters } from './ticket-list-filters';
import { TicketStatusChip, UrgencyMark } from './ticket-status';
import { ticketListQuery } from './tickets-queries';
import { useActingName } from './use-acting-name';
import { useCanWriteTickets } from './use-can-write-tickets';
import styles from './ticket-list.module.css';

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
          <>
            <ul className={styles.list} aria-label={t('tickets.list-label')} aria-busy={tickets.isFetching}>
              {data.items.map((ticket) => (
                <li key={ticket.id} className={styles.row}>
                  <Link to={ticket.id} className={styles.rowLink}>
                    <span className={styles.rowSubject}>{ticket.subject}</span>
                    <span className={styles.rowMeta}>
                      #{ticket.number} · {t(`tickets.type.${ticket.type}`)} ·{' '}
                      {actingName(ticket.createdByName, ticket.createdByOperatorName)}
                    </span>
                  </Link>
                  <span className={styles.rowStatus}>
                    <TicketStatusChip status={ticket.status} />
                    <UrgencyMark urgency={ticket.urgency} />
                  </span>
                  <span className={styles.rowDate}>
                    <VisuallyHidden>{t('tickets.updated')} </VisuallyHidden>
                    {formatDateTime(ticket.updatedAt)}
                  </span>
                </li>
              ))}
            </ul>
            <Pager
              label={t('tickets.paging')}
              offset={params.offset}
              pageSize={params.pageSize}
              page={data}
              onOffset={(offset) => update({ offset })}
            />
          </>
        )}
      </QueryContent>
    </Page>
  );
}
