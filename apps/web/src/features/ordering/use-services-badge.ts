import { ORDERING_ACCESS } from '@kaista/domain/ordering';
import { meetsAccessRequirement } from '@kaista/domain/shared/roles';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useSessionUser } from '../../lib/session/use-session-user';
import { useCartItemCount } from './use-cart-summary';

/**
 * §2: the services badge shows 1 while the user has an active cart with something in it. Only a user who may
 * build a cart has one, so a reader of services is not asked (the call would be refused on every page).
 */
export function useServicesBadge(companyId: string | null, isShown: boolean): number {
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  const mayBuildCart = meetsAccessRequirement(user, companyId ?? '', ORDERING_ACCESS.order, flags);
  return useCartItemCount(companyId, isShown && mayBuildCart) > 0 ? 1 : 0;
}
