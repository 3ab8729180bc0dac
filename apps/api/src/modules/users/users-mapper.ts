import { collapsePermissions } from '@kaista/domain/shared/roles';
import type { UserInfo } from '@kaista/domain/session';
import type { CompanyUser, UserGroupRights } from '@kaista/domain/users';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { CompanyUserRow, UserGroupRow } from './user-rows.repo';

const toGroupRights = (row: UserGroupRow): UserGroupRights => ({
  uid: row.uid,
  kind: row.kind === 'authorization' ? 'authorization' : 'permission',
  name: row.name,
  roles: row.roles,
  permissions: collapsePermissions(row.permissions),
});

export function toCompanyUser(row: CompanyUserRow): CompanyUser {
  return {
    uid: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roles: row.roles,
    permissions: collapsePermissions(row.permissions),
    twoFactorMethod: row.twoFactorMethod === 'SMS' ? 'SMS' : 'PASSWORD',
    phone: row.phone,
    groups: row.groups.map(toGroupRights),
    effective: { roles: row.effectiveRoles, permissions: collapsePermissions(row.effectivePermissions) },
    version: row.version,
  };
}

/** A user's effective rights in the company, as the session's organisation list holds them. */
export function toRefreshedOrganization(
  access: CompanyAccess,
  row: { roles: string[]; permissions: string[] },
): UserInfo['organizations'][number] {
  return {
    uid: access.companyId,
    name: access.companyName,
    isUpToDate: true,
    roles: row.roles,
    permissions: row.permissions,
  };
}
