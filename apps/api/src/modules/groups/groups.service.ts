import { randomUUID } from 'node:crypto';
import {
  CUSTOM_SELECTIONS_TEMPLATE_ID,
  type Group,
  type GroupListQuery,
  type GroupSummary,
  type GroupUpdate,
  type PermissionEntries,
  type PermissionTemplate,
  type UserGroups,
  type UserGroupsAnswer,
} from '@kaista/domain/groups';
import type { Page } from '@kaista/domain/shared/api';
import { collapsePermissions, expandPermissions } from '@kaista/domain/shared/roles';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import type { Granter } from '@kaista/domain/users';
import { apiError, badRequest, notFound } from '../../http-errors';
import { assertMayGrant } from '../../plugins/session/granter';
import { auditList, rightsChangeSubject, type AuditRecorder } from '../../routing/change-audit';
import { toGroup, toGroupSummary, toTemplate } from './groups-mapper';
import type { AdminCheck, GroupPlace, GroupRights, GroupRow, GroupsRepo, MemberRow } from './groups.repo';

/** Who changes groups, where: the company (or '0' for the operator's templates), the kind, the granter. */
export interface GroupActor extends GroupPlace {
  granter: Granter;
}

const NOBODY: GroupRights = { roles: [], permissions: [] };
export const OPERATOR_TEMPLATES: GroupPlace = { companyId: '0', kind: 'permission' };

/** No one locks a company out through a group: the last administrator's rights stay (409 ILLEGAL_STATE). */
const noLockOut: AdminCheck = (before, after) => {
  if (before > 0 && after === 0)
    throw apiError('ILLEGAL_STATE', 'The company would be left without an administrator.');
};

const stored = (entries: PermissionEntries): GroupRights => ({
  roles: [...new Set(entries.roles)],
  permissions: expandPermissions(entries.permissions),
});
const shown = (rights: GroupRights): GroupRights => ({
  roles: rights.roles,
  permissions: collapsePermissions(rights.permissions),
});
const personName = (member: MemberRow) => `${member.firstName} ${member.lastName}`.trim() || member.email;

/**
 * The §6 rules of a company's groups: members get the group's rights, so a group gives nothing its author
 * could not give directly, and adding someone to a group is giving them its rights; no change leaves the
 * company without an administrator; another company's group or user is not found.
 */
export class GroupsService {
  constructor(private readonly repo: GroupsRepo) {}

  async list(place: GroupPlace, query: GroupListQuery): Promise<Page<GroupSummary>> {
    const page = await this.repo.list(place, query);
    return { ...page, items: page.items.map(toGroupSummary) };
  }

  /** Two groups of one name would be told apart by no one (in the group filter, in 'Add to a group'). */
  private async assertNameFree(place: GroupPlace, name: string, exceptId: string | null): Promise<void> {
    if (await this.repo.nameTaken(place, name, exceptId))
      throw badRequest('Another group already has that name.', { name: 'groups.name-taken' });
  }

  async get(place: GroupPlace, id: string): Promise<Group> {
    const row = await this.found(place, id);
    return toGroup(row, await this.repo.members(place.companyId, id));
  }

  async create(actor: GroupActor, input: PermissionEntries & { name: string }, audit: AuditRecorder) {
    assertMayGrant(actor.granter, NOBODY, input);
    await this.assertNameFree(actor, input.name, null);
    const rights = stored(input);
    const id = randomUUID();
    const subject = rightsChangeSubject(input.name, NOBODY, shown(rights));
    await this.repo.create(actor, { id, name: input.name, ...rights }, audit('group.create', subject));
    return this.get(actor, id);
  }

  async update(
    actor: GroupActor,
    id: string,
    input: Partial<GroupUpdate>,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<Group> {
    const before = await this.found(actor, id);
    if (input.name !== undefined) await this.assertNameFree(actor, input.name, id);
    const rights =
      input.roles && input.permissions
        ? stored({ roles: input.roles, permissions: input.permissions })
        : undefined;
    if (rights) assertMayGrant(actor.granter, before, rights);
    const name = input.name ?? before.name;
    // A rename made in the same save as the rights says the old name too, where only the new one was logged.
    const renamed = name === before.name ? name : `${before.name} → ${name}`;
    const subject = rights ? rightsChangeSubject(renamed, shown(before), shown(rights)) : renamed;
    await this.repo.update(
      actor,
      id,
      { name: input.name, ...(rights && { rights }) },
      expected,
      noLockOut,
      audit(rights ? 'group.update' : 'group.rename', subject),
    );
    return this.get(actor, id);
  }

  /** §7 /members: the whole member list; whoever is added gets the group's rights from the caller. */
  async setMembers(
    actor: GroupActor,
    id: string,
    userIds: readonly string[],
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<Group> {
    const group = await this.found(actor, id);
    const wanted = [...new Set(userIds)];
    const known = await this.repo.companyUsers(actor.companyId, wanted);
    if (known.length !== wanted.length)
      throw badRequest('Every member must be a user of the company.', {
        userIds: FIELD_ERROR_KEYS.unknownUser,
      });
    const before = await this.repo.members(actor.companyId, id);
    const added = wanted.filter((uid) => !before.some((member) => member.uid === uid));
    if (added.length > 0) assertMayGrant(actor.granter, NOBODY, group);
    await this.repo.update(actor, id, { members: wanted }, expected, noLockOut, async (tx) => {
      const after = await this.repo.members(actor.companyId, id, tx);
      const gone = before.filter((member) => !wanted.includes(member.uid));
      const joined = after.filter((member) => added.includes(member.uid));
      const changes = [...joined.map((m) => `+${personName(m)}`), ...gone.map((m) => `−${personName(m)}`)];
      await audit('group.members', `${group.name}: ${changes.join(' ') || '–'}`)(tx);
    });
    return this.get(actor, id);
  }

  async remove(actor: GroupActor, id: string, audit: AuditRecorder): Promise<void> {
    const group = await this.found(actor, id);
    const subject = rightsChangeSubject(group.name, shown(group), NOBODY);
    if (!(await this.repo.remove(actor, id, noLockOut, audit('group.delete', subject))))
      throw notFound('Group');
  }

  /** §3: the operator's permission groups as templates, and the custom selections with no permissions. */
  async templates(custom: string): Promise<{ data: PermissionTemplate[] }> {
    const page = await this.repo.list(OPERATOR_TEMPLATES, { offset: 0, pageSize: 100 });
    const entry = { uid: CUSTOM_SELECTIONS_TEMPLATE_ID, name: custom, roles: [], permissions: [] };
    return { data: [...page.items.map(toTemplate), entry] };
  }

  async groupsOf(companyId: string, userId: string): Promise<UserGroupsAnswer> {
    const user = await this.companyUser(companyId, userId);
    return answerOf(await this.repo.groupsOf(companyId, userId), user.version);
  }

  /** §7 per-user authorizationgroups: joining a group is being given its rights by the caller. */
  async setGroupsOf(
    actor: GroupActor,
    userId: string,
    input: UserGroups,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<UserGroupsAnswer> {
    const user = await this.companyUser(actor.companyId, userId);
    const ids = [...new Set([...input.authorizationGroupIds, ...input.permissionGroupIds])];
    const wanted = await this.repo.groupsByIds(actor.companyId, ids);
    const kinds = new Map(wanted.map((row) => [row.id, row.kind]));
    const mismatch =
      wanted.length !== ids.length ||
      input.authorizationGroupIds.some((id) => kinds.get(id) !== 'authorization') ||
      input.permissionGroupIds.some((id) => kinds.get(id) !== 'permission');
    if (mismatch)
      throw badRequest('Unknown group.', { authorizationGroupIds: FIELD_ERROR_KEYS.unknownGroup });
    const before = await this.repo.groupsOf(actor.companyId, userId);
    const added = wanted.filter((row) => !before.some((old) => old.id === row.id));
    for (const row of added) assertMayGrant(actor.granter, NOBODY, row);
    const removed = before.filter((old) => !ids.includes(old.id));
    const changes = [...added.map((g) => `+${g.name}`), ...removed.map((g) => `−${g.name}`)];
    const subject = `${personName(user)}: ${auditList(changes)}`;
    await this.repo.setGroupsOf(
      actor.companyId,
      userId,
      ids,
      expected,
      noLockOut,
      audit('user.groups', subject),
    );
    return this.groupsOf(actor.companyId, userId);
  }

  private async found(place: GroupPlace, id: string): Promise<GroupRow> {
    const row = await this.repo.find(place, id);
    if (!row) throw notFound('Group');
    return row;
  }

  private async companyUser(companyId: string, userId: string) {
    const user = await this.repo.member(companyId, userId);
    if (!user) throw notFound('User');
    return user;
  }
}

function answerOf(rows: GroupRow[], version: number): UserGroupsAnswer {
  const idsOf = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  return {
    authorizationGroupIds: idsOf('authorization'),
    permissionGroupIds: idsOf('permission'),
    groups: rows.map(toGroupSummary),
    version,
  };
}
