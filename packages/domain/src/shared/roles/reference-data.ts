import { isOperatorStaff } from './role-groups';
import { belongsToCompany, includesAny, isRealCompanyId, type RoleHolder } from './role-holder';
import { meetsRoleRequirement } from './role-requirement';
import { INTERNAL_ROLES } from './role-names';

const isDcOrCc = (holder: RoleHolder) => includesAny(holder.roles, ['DCUser', 'CCUser']);

/** §6: permissions and group templates load only for DC or CC users. */
export function loadsPermissionReferenceData(holder: RoleHolder): boolean {
  return isDcOrCc(holder);
}

/** §6: IDM roles load only for DC or CC users and only with a real company. */
export function loadsIdmRoles(holder: RoleHolder, companyId: string | null | undefined): boolean {
  return isDcOrCc(holder) && isRealCompanyId(companyId);
}

/** §6: countries load for holders of internal roles. */
export function loadsCountries(holder: RoleHolder): boolean {
  return includesAny(holder.roles, INTERNAL_ROLES);
}

/** §6: customer care info loads for company users with DC, CC, service user or service manager roles. */
export function loadsCustomerCareInfo(holder: RoleHolder, companyId: string | null | undefined): boolean {
  const roles = ['DCUser', 'CCUser', 'ServiceUser', 'ServiceManager', 'ServiceManagerUser'] as const;
  return isRealCompanyId(companyId) && meetsRoleRequirement(holder, roles, companyId);
}

/** §6: a company has an employee-user role if its IDM roles include it (B2BAPP_ServiceUser in IDM terms). */
export function companyHasEmployeeUserRole(idmRoleNames: readonly string[]): boolean {
  return includesAny(idmRoleNames, ['EmployeeUser', 'B2BAPP_ServiceUser']);
}

export type ForbiddenRouteOutcome = 'home-with-notice' | 'missing-permission-error';

/**
 * §2, §6: a forbidden route sends the user home with the missing-permission notice, unless the user has no
 * matching organization (and is no operator), in which case only the missing-permission error screen remains.
 */
export function forbiddenRouteOutcome(
  holder: RoleHolder,
  companyId: string | null | undefined,
): ForbiddenRouteOutcome {
  return isOperatorStaff(holder) || belongsToCompany(holder, companyId)
    ? 'home-with-notice'
    : 'missing-permission-error';
}
