import { TICKET_ACCESS } from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useAccess } from '../../lib/routing/use-access';
import { Notification } from '../../ui';
import { subscriptionLabel } from './subscription-label';
import { ticketSubscriptionQuery } from './tickets-queries';

/**
 * The list narrowed to one subscription's tickets (a service page's link): which one, by name for a reader of
 * services (others read "one subscription"), and the way back to all of them.
 */
export function SubscriptionFilterNotice({
  companyId,
  serviceId,
  allHref,
}: {
  companyId: string;
  serviceId: string;
  allHref: string;
}) {
  const { t } = useTranslation();
  const readsServices = useAccess(TICKET_ACCESS.aboutService);
  const service = useQuery(ticketSubscriptionQuery(companyId, readsServices ? serviceId : null)).data;
  return (
    <Notification type="info">
      {service
        ? t('tickets.about-subscription', {
            name: subscriptionLabel({ ...service, name: service.packageName }),
          })
        : t('tickets.about-one-subscription')}{' '}
      <Link to={allHref}>{t('tickets.all-tickets')}</Link>
    </Notification>
  );
}
