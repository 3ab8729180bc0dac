import { COMPOSITE_PERMISSIONS, expandPermissions, isCompositePermission } from './composite-permissions';
import type { PermissionName } from './permission-names';
import { findOrganization, isRealCompanyId, type RoleHolder } from './role-holder';

export type PermissionMode = 'all' | 'any';

function holds(held: ReadonlySet<string>, name: PermissionName): boolean {
  if (held.has(name)) return true;
  return isCompositePermission(name) && COMPOSITE_PERMISSIONS[name].members.every((m) => held.has(m));
}

/**
 * §6 permission check in one company, all-of or any-of; an empty list passes when the company is real.
 * Operator staff get nothing implicitly here: the server decides their access separately.
 */
export function hasPermissions(
  holder: RoleHolder,
  companyId: string | null | undefined,
  required: readonly PermissionName[],
  mode: PermissionMode = 'all',
): boolean {
  if (!isRealCompanyId(companyId)) return false;
  if (required.length === 0) return true;
  const held = new Set(expandPermissions(findOrganization(holder, companyId)?.permissions ?? []));
  return mode === 'all' ? required.every((p) => holds(held, p)) : required.some((p) => holds(held, p));
}
