import { orderRequestCountRoute } from '@kaista/domain/orders';
import { isRealCompanyId } from '@kaista/domain/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import { routedCall } from '../../lib/api/routed-call';
import { useSessionUser } from '../../lib/session/use-session-user';
import { orderRequestKeys } from './order-request-keys';

// The badge is on every page: its contract loads only where answers are checked.
const countCall = routedCall(
  orderRequestCountRoute,
  async () => (await import('./order-request-count-contract')).orderRequestCalls.count,
);

/**
 * §2, §9: the order-requests badge counts the requests waiting for approval, fetched only with a company
 * selected and the entry in the menu, cached 60 s; a decision on the page refreshes it (same key family).
 */
export function useOrderRequestsBadge(companyId: string | null, isShown: boolean): number {
  const { user } = useSessionUser();
  const count = useQuery({
    queryKey: orderRequestKeys.count(companyId ?? '', user.uid),
    queryFn: ({ signal }) =>
      queryApi(
        countCall,
        { params: { id: companyId ?? '', uid: user.uid }, query: { status: 'PENDING_APPROVAL' } },
        signal,
        { silent: true },
      ),
    enabled: isRealCompanyId(companyId) && isShown,
    staleTime: 60_000,
    retry: false,
  });
  return count.data?.count ?? 0;
}
