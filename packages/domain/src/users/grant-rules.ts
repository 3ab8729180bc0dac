import { expandPermissions } from '../shared/roles/composite-permissions';
import {
  COMPANY_USERS_READER_ROLES,
  EXTERNAL_ROLES,
  ROLE_ALIASES,
  type RoleName,
} from '../shared/roles/role-names';

/** §6 'users and groups': who runs a company's users (its service managers, and DC and CC staff). */
export const USER_ADMIN_ROLES = COMPANY_USERS_READER_ROLES;

/** The company roles that make their holder an administrator of the company's users. */
export const COMPANY_ADMIN_ROLES = [
  'ServiceManagerUser',
  'ServiceManager',
] as const satisfies readonly RoleName[];

/**
 * Roles that run something for others: only someone holding the role gives it, so no administrator makes
 * anyone more than themselves. The user-level roles any administrator of the company gives.
 */
export const MANAGER_ROLES = [
  'ServiceManager',
  'ServiceManagerUser',
  'NEXTServiceManager',
  'MobileServiceManager',
  'REPMAINUSER',
] as const satisfies readonly RoleName[];

/** Only customer-side roles are given in a company; operator-staff and super-admin roles never are. */
export const GRANTABLE_ROLES: readonly RoleName[] = EXTERNAL_ROLES;

/** The roles a form offers: one spelling of each (§6 names ServiceManager and EmployeeUser twice). */
export const OFFERED_ROLES: readonly RoleName[] = GRANTABLE_ROLES.filter(
  (role) => role !== 'ServiceManager' && role !== 'B2BAPP_ServiceUser',
);

export interface Granter {
  isOperatorStaff: boolean;
  /** The granter's roles and permissions in the company the grant is made in. */
  roles: readonly string[];
  permissions: readonly string[];
}

export interface Rights {
  roles: readonly string[];
  permissions: readonly string[];
}

export type GrantProblem = 'role-not-grantable' | 'role-not-held' | 'permission-not-held';

const withAliases = (roles: readonly string[]) =>
  new Set(roles.flatMap((role) => [role, ROLE_ALIASES[role as RoleName] ?? role]));

/**
 * §6 and the rule: a company user never grants a permission or a manager role they do not hold
 * themselves, and nobody grants an operator-staff role. Only what the change adds is checked, so an administrator may still edit a user who
 * holds something the administrator lacks. Operator staff grant any customer-side right.
 */
export function grantProblem(granter: Granter, before: Rights, after: Rights): GrantProblem | null {
  const addedRoles = after.roles.filter((role) => !before.roles.includes(role));
  if (addedRoles.some((role) => !GRANTABLE_ROLES.includes(role as RoleName))) return 'role-not-grantable';
  if (granter.isOperatorStaff) return null;
  const heldRoles = withAliases(granter.roles);
  const managerRoles: readonly string[] = MANAGER_ROLES;
  if (addedRoles.some((role) => managerRoles.includes(role) && !heldRoles.has(role))) return 'role-not-held';
  const heldPermissions = new Set(expandPermissions(granter.permissions));
  const previous = new Set(expandPermissions(before.permissions));
  const added = expandPermissions(after.permissions).filter((name) => !previous.has(name));
  return added.some((name) => !heldPermissions.has(name)) ? 'permission-not-held' : null;
}

/** Whether a company role set makes its holder one of the company's user administrators. */
export function isCompanyAdmin(roles: readonly string[]): boolean {
  return COMPANY_ADMIN_ROLES.some((role) => roles.includes(role));
}

/**
 * No one can lock a company out: the change leaves the company without an administrator when the user was
 * one, will not be, and no other member is.
 */
export function locksCompanyOut(before: Rights, after: Rights | null, otherAdmins: number): boolean {
  return isCompanyAdmin(before.roles) && !(after && isCompanyAdmin(after.roles)) && otherAdmins === 0;
}
