import { permissionsIn as domainPermissionsIn, type RoleHolder } from '@kaista/domain/shared/roles';
import type { AccessUser } from './access-user';

/** The user in the shape of the shared role and permission rules of `@kaista/domain`. */
export function toRoleHolder(user: AccessUser): RoleHolder {
  return {
    roles: user.globalRoles,
    organizations: user.memberships.map(({ companyId, roles, permissions }) => ({
      uid: companyId,
      roles,
      permissions,
    })),
  };
}

/** What the user may do in a company by the domain's one rule (operator staff: everything); null: no access. */
export function permissionsIn(user: AccessUser, companyId: string): readonly string[] | null {
  return domainPermissionsIn(toRoleHolder(user), companyId);
}
