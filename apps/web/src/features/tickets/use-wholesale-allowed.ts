import { hasPermissions } from '@kaista/domain/shared/roles';
import { useSessionUser } from '../../lib/session/use-session-user';

/** §6: wholesale ticket types only for holders of TicketingWriteWholesaleTicket (operator staff hold all). */
export function useWholesaleAllowed(companyId: string): boolean {
  const { user } = useSessionUser();
  return hasPermissions(user, companyId, ['TicketingWriteWholesaleTicket']);
}
