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

/** §2: the services badge shows 1 while the user has an active cart with something in it. */
export function useServicesBadge(companyId: string | null, isShown: boolean): number {
  const { user } = useSessionUser();
  const summary = useQuery({
    queryKey: orderingKeys.summary(companyId ?? ''),
    queryFn: ({ signal }) =>
      queryApi(summaryCall, { params: { id: companyId ?? '', uid: user.uid } }, signal, { silent: true }),
    enabled: isRealCompanyId(companyId) && isShown,
    staleTime: 60_000,
    retry: false,
  });
  return summary.data?.code && summary.data.totalItems > 0 ? 1 : 0;
}
