import type { Group, GroupKind, GroupSummary, PermissionTemplate } from '@kaista/domain/groups';
import { collapsePermissions } from '@kaista/domain/shared/roles';
import type { GroupRow, MemberRow } from './groups.repo';

const kindOf = (row: GroupRow): GroupKind => (row.kind === 'authorization' ? 'authorization' : 'permission');

export function toGroupSummary(row: GroupRow): GroupSummary {
  return {
    uid: row.id,
    kind: kindOf(row),
    name: row.name,
    roles: row.roles,
    permissions: collapsePermissions(row.permissions),
    memberCount: row.memberCount,
    version: row.version,
  };
}

export function toGroup(row: GroupRow, members: MemberRow[]): Group {
  const { memberCount: _count, ...group } = toGroupSummary(row);
  return { ...group, members };
}

export const toTemplate = (row: GroupRow): PermissionTemplate => ({
  uid: row.id,
  name: row.name,
  roles: row.roles,
  permissions: collapsePermissions(row.permissions),
});
