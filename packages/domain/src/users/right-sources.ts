import { expandPermissions } from '../shared/roles/composite-permissions';
import { ROLE_ALIASES, type RoleName } from '../shared/roles/role-names';
import { isCompanyAdmin, type Rights } from './grant-rules';
import type { CompanyUser, UserGroupRights } from './user-schemas';

/** One effective right and where it comes from: the user's own rights, one or more of their groups, or both. */
export interface SourcedRight {
  name: string;
  own: boolean;
  groups: Pick<UserGroupRights, 'uid' | 'kind' | 'name'>[];
}

export interface RightSources {
  roles: SourcedRight[];
  permissions: SourcedRight[];
}

type SourcedUser = Pick<CompanyUser, 'roles' | 'permissions' | 'groups' | 'effective'>;

const sameRole = (held: readonly string[], role: string) =>
  held.some((name) => name === role || ROLE_ALIASES[name as RoleName] === role);

/**
 * Each effective right of a user marked with where it comes from, so that a page shows which of them a group
 * gives. A composite permission (§6) counts as coming from every source that holds one of its members.
 */
export function rightSources(user: SourcedUser): RightSources {
  const ref = ({ uid, kind, name }: UserGroupRights) => ({ uid, kind, name });
  const own = new Set(expandPermissions(user.permissions));
  const groupPermissions = user.groups.map((group) => ({
    group,
    held: new Set(expandPermissions(group.permissions)),
  }));
  const holds = (set: ReadonlySet<string>, name: string) =>
    expandPermissions([name]).some((member) => set.has(member));
  return {
    roles: user.effective.roles.map((name) => ({
      name,
      own: sameRole(user.roles, name),
      groups: user.groups.filter((group) => sameRole(group.roles, name)).map(ref),
    })),
    permissions: user.effective.permissions.map((name) => ({
      name,
      own: holds(own, name),
      groups: groupPermissions.filter(({ held }) => holds(held, name)).map(({ group }) => ref(group)),
    })),
  };
}

/** The roles a user holds once their own roles are these: their own and every role their groups give. */
export const effectiveRolesWith = (
  roles: readonly string[],
  groups: readonly Pick<Rights, 'roles'>[],
): string[] => [...new Set([...roles, ...groups.flatMap((group) => group.roles)])];

/**
 * No one takes their own administrator rights away: a change of one's own rights that leaves one no longer an
 * administrator of the company (by effective roles, groups included) is refused, as deleting oneself is.
 */
export function removesOwnAdmin(
  isSelf: boolean,
  effectiveBefore: readonly string[],
  effectiveAfter: readonly string[],
): boolean {
  return isSelf && isCompanyAdmin(effectiveBefore) && !isCompanyAdmin(effectiveAfter);
}
