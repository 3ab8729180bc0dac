import { isOperatorStaff } from './role-groups';
import { findOrganization, type RoleHolder } from './role-holder';
import { COMPANY_SCOPED_ROLES, ROLE_ALIASES, type RoleName } from './role-names';

const companyScoped: readonly string[] = COMPANY_SCOPED_ROLES;

/**
 * §6 role requirement: empty passes; otherwise any required role held globally or in the given company.
 * Company-scoped roles (service user/manager, employee, matsku) count only for non-operator holders and only
 * from the organization of that company. Aliases of a required role (ROLE_ALIASES) satisfy it too.
 */
export function meetsRoleRequirement(
  holder: RoleHolder,
  required: readonly RoleName[],
  companyId?: string | null,
): boolean {
  if (required.length === 0) return true;
  const companyRoles = findOrganization(holder, companyId)?.roles ?? [];
  const customer = !isOperatorStaff(holder);
  const accepted = required.flatMap((role) => [role, ROLE_ALIASES[role] ?? role]);
  return accepted.some((role) =>
    companyScoped.includes(role)
      ? customer && companyRoles.includes(role)
      : holder.roles.includes(role) || companyRoles.includes(role),
  );
}

/** §6: whether the holder has one role, by the same rule as a one-role requirement. */
export function hasRole(holder: RoleHolder, role: RoleName, companyId?: string | null): boolean {
  return meetsRoleRequirement(holder, [role], companyId);
}
