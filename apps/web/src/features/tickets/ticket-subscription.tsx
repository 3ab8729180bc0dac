import { TICKET_ACCESS, type TicketService } from '@kaista/domain/tickets';
import { Link } from 'react-router';
import { useAccess } from '../../lib/routing/use-access';
import { subscriptionLabel } from './subscription-label';

/** The subscription a ticket is about: a link to its page for whoever may read services, its name otherwise. */
export function TicketSubscription({ companyId, service }: { companyId: string; service: TicketService }) {
  const readsServices = useAccess(TICKET_ACCESS.aboutService);
  const label = subscriptionLabel(service);
  return readsServices ? <Link to={`/${companyId}/services/${service.id}`}>{label}</Link> : <>{label}</>;
}
