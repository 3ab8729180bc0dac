import { hasOnlyRepresentativeRoles, isOperatorStaff } from './role-groups';
import { belongsToCompany, includesAny, type RoleHolder } from './role-holder';
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
