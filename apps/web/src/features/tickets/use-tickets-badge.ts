import { isOperatorStaff, isRealCompanyId } from '@kaista/domain/shared/roles';
import { ticketStatisticsRoute } from '@kaista/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import { routedCall } from '../../lib/api/routed-call';
import { useSessionUser } from '../../lib/session/use-session-user';
import { ticketKeys } from './ticket-keys';
import { useCanWriteTickets } from './use-can-write-tickets';

// The badge is on every page: its contract loads only where answers are checked.
const statisticsCall = routedCall(
  ticketStatisticsRoute,
  async () => (await import('./ticket-statistics-contract')).ticketStatisticsCall,
);

/**
 * §2: the tickets badge counts tickets waiting for the customer (PENDING_CUSTOMER), fetched only with a
 * company selected and the tickets entry in the menu; silent, because a missing badge needs no notice. It says
 * the tickets await the user's reply, so a user who may not answer tickets (read only) gets none, and
 * neither do operator staff looking at a company: those tickets await the customer, not them.
 */
export function useTicketsBadge(companyId: string | null, isShown: boolean): number {
  const { user } = useSessionUser();
  const canReply = useCanWriteTickets(companyId ?? '') && !isOperatorStaff(user);
  const statistics = useQuery({
    // Below the tickets feature's statistics key, so that its changes refresh the badge too.
    queryKey: [...ticketKeys.statistics(companyId ?? ''), 'non-closed'],
    queryFn: ({ signal }) =>
      queryApi(statisticsCall, { params: { id: companyId ?? '' } }, signal, { silent: true }),
    enabled: isRealCompanyId(companyId) && isShown && canReply,
    staleTime: 60_000,
    retry: false,
  });
  return canReply ? (statistics.data?.statusCounts.PENDING_CUSTOMER ?? 0) : 0;
}
