import { formatDate } from '@kaista/domain/shared/formatting';
import { TICKET_ACCESS, ticketCalls } from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryApi } from '../../lib/api/call-api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useAccess } from '../../lib/routing/use-access';
import { LoadingPlaceholder } from '../../ui';
import styles from './services.module.css';

const SHOWN = 5;

/**
 * The support requests about the subscription (the tickets area's list, narrowed to it), the latest first, for
 * a reader of tickets: whether a fault was already reported, and how it stands. More than fit here open in the
 * tickets list, narrowed the same way.
 */
export function ServiceTickets({ companyId, serviceId }: { companyId: string; serviceId: string }) {
  const { t } = useTranslation();
  const readsTickets = useAccess(TICKET_ACCESS.read);
  const tickets = useQuery({
    queryKey: ['services', companyId, serviceId, 'tickets'] as const,
    queryFn: ({ signal }) =>
      queryApi(
        ticketCalls.list,
        { params: { id: companyId }, query: { service: serviceId, pageSize: SHOWN } },
        signal,
      ),
    enabled: readsTickets,
    // Read anew on each visit: a fault reported from this page a moment ago is on it when the user comes back.
    staleTime: 0,
  });
  if (!readsTickets) return null;
  return (
    <section className={styles.section} aria-labelledby="service-tickets">
      <h2 id="service-tickets">{t('services.tickets.title')}</h2>
      {tickets.isPending ? (
        <LoadingPlaceholder label={t('services.loading')} />
      ) : tickets.isError ? (
        <p className={styles.muted}>{t('services.tickets.load-failed')}</p>
      ) : tickets.data.items.length === 0 ? (
        <p className={styles.muted}>{t('services.tickets.none')}</p>
      ) : (
        <>
          <ul className={styles.plainList}>
            {tickets.data.items.map((ticket) => (
              <li key={ticket.id}>
                <Link to={`/${companyId}/tickets/${ticket.id}`}>
                  #{ticket.number} {ticket.subject}
                </Link>{' '}
                · {t(`tickets.status.${ticket.status}`)} · {formatDate(ticket.createdAt)}
              </li>
            ))}
          </ul>
          {tickets.data.total > SHOWN ? (
            <Link to={`/${companyId}/tickets?service=${serviceId}`}>
              {t('services.tickets.all', { count: tickets.data.total })}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}
