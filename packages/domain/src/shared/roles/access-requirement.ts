import type { FeatureFlag, FeatureFlags } from '../constants/feature-flags';
import { hasPermissions } from './permission-check';
import type { PermissionName } from './permission-names';
import { isRealCompanyId, type RoleHolder } from './role-holder';
import type { RoleName } from './role-names';
import { meetsRoleRequirement } from './role-requirement';

/**
 * §6: what a call, a route or a menu entry needs; every part given must pass. The one vocabulary of access:
 * the server's company guard, the web's route guard and the menu all read requirements of this shape, and
 * each area names its own once (e.g. `TICKET_ACCESS` in `tickets/ticket-access.ts`).
 */
export type AccessRequirement = {
  /** Roles of which the holder needs one, globally or in the company (§6 role requirement). */
  roles?: readonly RoleName[];
  allOf?: readonly PermissionName[];
  anyOf?: readonly PermissionName[];
  /** Company pages make no sense for company 0, even for roles that pass without a company. */
  needsCompany?: boolean;
  /**
   * §9: the feature flag, or flags, that must be on in the environment (the web hides the screen, the server
   * says 404). Several, for a call of an area whose own flag switches its whole part of the menu off.
   */
  flag?: FeatureFlag | readonly FeatureFlag[];
  /**
   * §9: permissions of `allOf` or `anyOf` that count only while their own flag is on, for an entry that admits
   * a second kind of user through a feature of its own (an employee's order requests on new order).
   */
  flaggedPermissions?: Readonly<Partial<Record<PermissionName, FeatureFlag>>>;
};

/** §9: whether the requirement's feature flags, if any, are all on. */
export function flagAllows(requirement: AccessRequirement, flags: FeatureFlags): boolean {
  const needed = requirement.flag ?? [];
  return (typeof needed === 'string' ? [needed] : needed).every((flag) => flags[flag]);
}

/** §9: the permissions of a list that count with these flags (a flagged one only while its flag is on). */
function countingPermissions(
  permissions: readonly PermissionName[],
  requirement: AccessRequirement,
  flags: FeatureFlags,
): PermissionName[] {
  return permissions.filter((permission) => {
    const flag = requirement.flaggedPermissions?.[permission];
    return !flag || flags[flag];
  });
}

/** §6: one check for the server's guard, route guards and menus: flag, company, roles, all-of and any-of. */
export function meetsAccessRequirement(
  holder: RoleHolder,
  companyId: string | null | undefined,
  requirement: AccessRequirement,
  flags: FeatureFlags,
): boolean {
  if (!flagAllows(requirement, flags)) return false;
  if (requirement.needsCompany && !isRealCompanyId(companyId)) return false;
  if (!meetsRoleRequirement(holder, requirement.roles ?? [], companyId)) return false;
  const { allOf, anyOf } = requirement;
  if (allOf) {
    if (countingPermissions(allOf, requirement, flags).length < allOf.length) return false;
    if (!hasPermissions(holder, companyId, allOf, 'all')) return false;
  }
  if (!anyOf) return true;
  const counting = countingPermissions(anyOf, requirement, flags);
  // Every permission of the list switched off by its flag leaves nothing to hold (an empty list would pass).
  if (anyOf.length > 0 && counting.length === 0) return false;
  return hasPermissions(holder, companyId, counting, 'any');
}
