import { ticketTypesFor, type TicketType } from '@kaista/domain/tickets';
import { useSessionUser } from '../../lib/session/use-session-user';

/** §6: the ticket types the user may open (wholesale, escorted access and remote hands need their own right). */
export function useTicketTypes(companyId: string): TicketType[] {
  const { user } = useSessionUser();
  return ticketTypesFor(user, companyId);
}
