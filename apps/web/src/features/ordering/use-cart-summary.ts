import { cartSummaryRoute } from '@kaista/domain/ordering';
import { isRealCompanyId } from '@kaista/domain/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import { routedCall } from '../../lib/api/routed-call';
import { useSessionUser } from '../../lib/session/use-session-user';
import { orderingKeys } from './ordering-keys';

const summaryCall = routedCall(
  cartSummaryRoute,
  async () => (await import('./cart-summary-contract')).cartCalls.summary,
);

/**
 * §7 GET /cartsummary for what the shell shows on every page (the services badge, the header's cart): the
 * user's cart in the company and how many items it holds, or 0. Asked only when `isWanted` (the caller's
 * access check), and once a minute at most; the order capture's writes refresh it.
 */
export function useCartItemCount(companyId: string | null, isWanted: boolean): number {
  const { user } = useSessionUser();
  const summary = useQuery({
    queryKey: orderingKeys.summary(companyId ?? '', user.uid),
    queryFn: ({ signal }) =>
      queryApi(summaryCall, { params: { id: companyId ?? '', uid: user.uid } }, signal, { silent: true }),
    enabled: isRealCompanyId(companyId) && isWanted,
    staleTime: 60_000,
    retry: false,
  });
  return isWanted && summary.data?.code ? summary.data.totalItems : 0;
}
