import type { FeatureFlags } from '../constants/feature-flags';
import { visibleMenuEntries, type MenuOptions } from './menu';
import { hasOnlyRepresentativeRoles, isOperatorStaff } from './role-groups';
import { belongsToCompany, includesAny, ROUTE_COMPANY_ID_PLACEHOLDER, type RoleHolder } from './role-holder';
import { REPRESENTATIVE_ROLES } from './role-names';

/**
 * §2 / §6 landing: operator staff go to the company search at /0, representative-only users to their shop,
 * company users to the home of their default company (or their first one), anyone else to /0.
 */
export function landingPath(holder: RoleHolder, defaultCompanyId: string | null): string {
  if (isOperatorStaff(holder)) return '/0';
  if (hasOnlyRepresentativeRoles(holder)) {
    const shop = holder.organizations.find((org) => includesAny(org.roles, REPRESENTATIVE_ROLES));
    if (shop) return `/${shop.uid}/matsku`;
  }
  const companyId = belongsToCompany(holder, defaultCompanyId)
    ? defaultCompanyId
    : holder.organizations[0]?.uid;
  return companyId ? `/${companyId}/home` : '/0';
}

/**
 * §2/§6 the front page of one company for the user: its home when the user may open it, else its shop
 * (partner-shop staff, §2 'the shop page in the partner shop context'), else the first company page of the
 * menu, else none.
 */
export function companyLandingPath(
  holder: RoleHolder,
  companyId: string,
  flags: FeatureFlags,
  options: MenuOptions = {},
): string | null {
  const pages = visibleMenuEntries(holder, companyId, flags, options).filter((entry) =>
    entry.path.startsWith(`/${ROUTE_COMPANY_ID_PLACEHOLDER}/`),
  );
  const preferred = ['home', 'matsku'].map((id) => pages.find((entry) => entry.id === id));
  return (preferred.find((entry) => entry !== undefined) ?? pages[0])?.href ?? null;
}
