import { COMPOSITE_PERMISSIONS, expandPermissions, isCompositePermission } from './composite-permissions';
import { PERMISSIONS, type PermissionName } from './permission-names';
import { findOrganization, isRealCompanyId, type RoleHolder } from './role-holder';
import { isOperatorStaff } from './role-groups';

export type PermissionMode = 'all' | 'any';

/**
 * §6 and DESIGN.md §5: what the holder may do in a company. Operator staff serve every company, so they
 * hold every permission in any real one; company users hold what their membership grants. Null means no
 * access to the company at all. The server's guard and the web's guards and menu all read this one answer.
 */
export function permissionsIn(
  holder: RoleHolder,
  companyId: string | null | undefined,
): readonly string[] | null {
  if (!isRealCompanyId(companyId)) return null;
  if (isOperatorStaff(holder)) return PERMISSIONS;
  return findOrganization(holder, companyId)?.permissions ?? null;
}

function holds(held: ReadonlySet<string>, name: PermissionName): boolean {
  if (held.has(name)) return true;
  return isCompositePermission(name) && COMPOSITE_PERMISSIONS[name].members.every((m) => held.has(m));
}

/** §6 permission check in one company, all-of or any-of; an empty list passes when the company is real. */
export function hasPermissions(
  holder: RoleHolder,
  companyId: string | null | undefined,
  required: readonly PermissionName[],
  mode: PermissionMode = 'all',
): boolean {
  if (!isRealCompanyId(companyId)) return false;
  if (required.length === 0) return true;
  const held = new Set(expandPermissions(permissionsIn(holder, companyId) ?? []));
  return mode === 'all' ? required.every((p) => holds(held, p)) : required.some((p) => holds(held, p));
}
