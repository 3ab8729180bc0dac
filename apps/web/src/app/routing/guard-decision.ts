import type { Profile, UserInfo } from '@kaista/domain/session';
import type { FeatureFlags } from '@kaista/domain/shared/constants';
import {
  belongsToCompany,
  companyLandingPath,
  hasOnlyRepresentativeRoles,
  isOperatorStaff,
  isRealCompanyId,
  landingPath,
} from '@kaista/domain/shared/roles';
import { deployment } from '../../lib/deployment';
import { routeAllows } from '../../lib/routing/route-access';
import type { RouteHandle } from '../../lib/routing/route-handle';

export type GuardInput = {
  handles: readonly unknown[];
  pathname: string;
  companyId: string | null;
  user: UserInfo;
  profile: Profile;
  flags: FeatureFlags;
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; missingPermission: boolean }
  | { kind: 'denied' }
  | { kind: 'not-found' };

function isShopPath(pathname: string, companyId: string | null): boolean {
  return !!companyId && pathname.startsWith(`/${companyId}/matsku`);
}

/**
 * §2/§6 guard: an address without a page, or another company than the user's own is not found (only operator staff reach any company);
 * representative-only users live in their shop; a route the user may not open sends them to the company's
 * front page with the missing-permission notice (home, or the shop of partner-shop staff, who are sent there
 * without a notice when they ask for home; the landing page when the company has nothing for them); with
 * nowhere left to go, the missing-permission error shows in place.
 */
export function guardDecision(input: GuardInput): GuardDecision {
  const { user, profile, companyId, pathname, flags } = input;
  if (input.handles.some((handle) => (handle as RouteHandle | undefined)?.notFound))
    return { kind: 'not-found' };
  const foreignCompany = isRealCompanyId(companyId) && !belongsToCompany(user, companyId);
  if (foreignCompany && !isOperatorStaff(user)) return { kind: 'not-found' };
  const landing = landingPath(user, profile.defaultCompany?.uid ?? null);
  if (hasOnlyRepresentativeRoles(user) && !isShopPath(pathname, companyId) && pathname !== landing) {
    return { kind: 'redirect', to: landing, missingPermission: false };
  }
  if (routeAllows(input.handles, { user, companyId, flags })) return { kind: 'allow' };

  // The company's front page: home, or the shop for partner-shop staff, whose home is the shop.
  const companyHome = isRealCompanyId(companyId)
    ? companyLandingPath(user, companyId, flags, {
        officeSuppliesCompanyId: deployment.officeSuppliesCompanyId,
      })
    : null;
  if (companyHome && pathname !== companyHome) {
    const askedForHome = pathname === `/${companyId}/home`;
    return { kind: 'redirect', to: companyHome, missingPermission: !askedForHome };
  }
  if (pathname !== landing) return { kind: 'redirect', to: landing, missingPermission: true };
  return { kind: 'denied' };
}
