import { includesAny, type RoleHolder } from './role-holder';
import { OPERATOR_STAFF_ROLES, PRIVILEGED_INTERNAL_ROLES, REPRESENTATIVE_ROLES } from './role-names';

/** §6: DCUser, CCUser, DNAMUUSER or DNASMUSER as a global role. */
export function isOperatorStaff(holder: RoleHolder): boolean {
  return includesAny(holder.roles, OPERATOR_STAFF_ROLES);
}

/** §6: privileged internal = CC, DC or SuperAdmin. */
export function isPrivilegedInternal(holder: RoleHolder): boolean {
  return includesAny(holder.roles, PRIVILEGED_INTERNAL_ROLES);
}

/** §6: partner-portal internal = DC, CC, DNAMUUSER or DNASMUSER. */
export function isPartnerPortalInternal(holder: RoleHolder): boolean {
  return isOperatorStaff(holder);
}

/** §6: representative = REPMAINUSER or REPENDUSER in any organization. */
export function isRepresentative(holder: RoleHolder): boolean {
  return holder.organizations.some((org) => includesAny(org.roles, REPRESENTATIVE_ROLES));
}

/** §6: the admin tools are for super admins only. */
export function isSuperAdmin(holder: RoleHolder): boolean {
  return holder.roles.includes('SuperAdmin');
}

/** §2 shell: a user whose every role is a representative role is sent to the shop page. */
export function hasOnlyRepresentativeRoles(holder: RoleHolder): boolean {
  const all = [...holder.roles, ...holder.organizations.flatMap((org) => org.roles)];
  const representative: readonly string[] = REPRESENTATIVE_ROLES;
  return all.length > 0 && all.every((role) => representative.includes(role));
}
