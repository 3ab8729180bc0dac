import { hasPermissions } from './permission-check';
import type { PermissionName } from './permission-names';
import { isRealCompanyId, type RoleHolder } from './role-holder';
import type { RoleName } from './role-names';
import { meetsRoleRequirement } from './role-requirement';

/** §6: what a route or menu entry needs; every part given must pass. */
export type AccessRequirement = {
  roles?: readonly RoleName[];
  allOf?: readonly PermissionName[];
  anyOf?: readonly PermissionName[];
  /** Company pages make no sense for company 0, even for roles that pass without a company. */
  needsCompany?: boolean;
};

/** §6: one check for route guards and menus: company, roles, all-of and any-of permissions. */
export function meetsAccessRequirement(
  holder: RoleHolder,
  companyId: string | null | undefined,
  requirement: AccessRequirement,
): boolean {
  if (requirement.needsCompany && !isRealCompanyId(companyId)) return false;
  if (!meetsRoleRequirement(holder, requirement.roles ?? [], companyId)) return false;
  if (requirement.allOf && !hasPermissions(holder, companyId, requirement.allOf, 'all')) return false;
  return !requirement.anyOf || hasPermissions(holder, companyId, requirement.anyOf, 'any');
}
