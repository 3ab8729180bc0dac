import { isRealCompanyId, ticketCalls } from '@kaista/domain';
import { useQuery } from '@tanstack/react-query';
import { ticketKeys } from '../../features/tickets/tickets-queries';
import { useCanWriteTickets } from '../../features/tickets/use-can-write-tickets';
import { queryApi } from '../../lib/api/call-api';

/** §2 badges: per menu entry id, the count to show; a failed call shows no badge. */
export type MenuBadges = Partial<Record<string, number>>;

/**
 * §2: the tickets badge counts tickets waiting for the customer (PENDING_CUSTOMER), fetched only with a
 * company selected and the tickets page visible; silent, because a missing badge needs no notice. It says
 * the tickets await the user's reply, so a user who may not answer tickets (read only) gets none.
 */
export function useMenuBadges(companyId: string | null, ticketsVisible: boolean): MenuBadges {
  const canReply = useCanWriteTickets(companyId ?? '');
  const statistics = useQuery({
    // Below the tickets feature's statistics key, so that its changes refresh the badge too.
    queryKey: [...ticketKeys.statistics(companyId ?? ''), 'non-closed'],
    queryFn: ({ signal }) =>
      queryApi(ticketCalls.statistics, { params: { id: companyId ?? '' } }, signal, { silent: true }),
    enabled: isRealCompanyId(companyId) && ticketsVisible && canReply,
    staleTime: 60_000,
    retry: false,
  });
  const pending = canReply ? (statistics.data?.statusCounts.PENDING_CUSTOMER ?? 0) : 0;
  return pending > 0 ? { tickets: pending } : {};
}
