import { cartSummaryRoute, ORDERING_ACCESS } from '@kaista/domain/ordering';
import { isRealCompanyId, meetsAccessRequirement } from '@kaista/domain/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import { routedCall } from '../../lib/api/routed-call';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useSessionUser } from '../../lib/session/use-session-user';
import { orderingKeys } from './ordering-keys';

const summaryCall = routedCall(
  cartSummaryRoute,
  async () => (await import('./cart-summary-contract')).cartCalls.summary,
);

/**
 * §2: the services badge shows 1 while the user has an active cart with something in it. Only a user who may
 * build a cart has one, so a reader of services is not asked (the call would be refused on every page).
 */
export function useServicesBadge(companyId: string | null, isShown: boolean): number {
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  const mayBuildCart = meetsAccessRequirement(user, companyId ?? '', ORDERING_ACCESS.order, flags);
  const summary = useQuery({
    queryKey: orderingKeys.summary(companyId ?? ''),
    queryFn: ({ signal }) =>
      queryApi(summaryCall, { params: { id: companyId ?? '', uid: user.uid } }, signal, { silent: true }),
    enabled: isRealCompanyId(companyId) && isShown && mayBuildCart,
    staleTime: 60_000,
    retry: false,
  });
  return mayBuildCart && summary.data?.code && summary.data.totalItems > 0 ? 1 : 0;
}
