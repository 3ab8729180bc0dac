import { z } from 'zod';
import { companyParamsSchema } from '../shared/api/common';
import { listQuerySchema, pageSchema } from '../shared/api/paging';
import { freeTextFieldSchema } from '../shared/validation/field-schemas';
import { PERMISSIONS } from '../shared/roles/permission-names';
import { ROLES } from '../shared/roles/role-names';

/**
 * §3: a company's groups are of two kinds. A permission group is a named set of rights (the company's own,
 * or one of the operator's templates under company 0); an authorization group ("user group" in the §2 paths)
 * is a group of people with the permission entries they share. Members of either get the group's rights.
 */
export const GROUP_KINDS = ['permission', 'authorization'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export const GROUP_LIMITS = { nameMaxLength: 100, maxMembers: 500 } as const;

const rolesField = z.array(z.enum(ROLES)).max(ROLES.length);
const permissionsField = z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length);

/** §7 permissionentries: the rights a group gives its members, composites collapsed (§6). */
export const permissionEntriesSchema = z.object({ roles: rolesField, permissions: permissionsField });
export type PermissionEntries = z.infer<typeof permissionEntriesSchema>;

export const groupNameSchema = z.object({ name: freeTextFieldSchema(GROUP_LIMITS.nameMaxLength) });

/** §7 POST: a new group with its name and, for a permission group, its rights. */
export const newGroupSchema = groupNameSchema.extend({
  roles: rolesField.default([]),
  permissions: permissionsField.default([]),
});
export type NewGroup = z.input<typeof newGroupSchema>;

/** §7 PUT: the whole group at once. */
export const groupUpdateSchema = groupNameSchema.extend(permissionEntriesSchema.shape);
export type GroupUpdate = z.infer<typeof groupUpdateSchema>;

export const groupMemberSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** §3 'Authorization group: id, name, members' and 'Permission group: name, permissions, uid'. */
export const groupSchema = z.object({
  uid: z.string(),
  kind: z.enum(GROUP_KINDS),
  name: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  members: z.array(groupMemberSchema),
  /** The group's version, for If-Match on a change (412 when someone changed it meanwhile). */
  version: z.number().int(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupSummarySchema = groupSchema.omit({ members: true }).extend({ memberCount: z.number() });
export type GroupSummary = z.infer<typeof groupSummarySchema>;

/** §2 /company/groups: the groups of one kind, searched by name, paged. */
export const groupListQuerySchema = listQuerySchema({ q: z.string().trim().max(100).optional() });
export type GroupListQuery = z.output<typeof groupListQuerySchema>;
export const groupPageSchema = pageSchema(groupSummarySchema);

export const groupParamsSchema = companyParamsSchema.extend({ groupId: z.uuid() });
export const globalGroupParamsSchema = z.object({ groupId: z.uuid() });

/** §7 /members: the group's whole member list. */
export const groupMembersSchema = z.object({
  userIds: z.array(z.string().min(1).max(64)).max(GROUP_LIMITS.maxMembers),
});

/** §7 per-user authorizationgroups: the groups one user belongs to, of both kinds. */
export const userGroupsSchema = z.object({
  authorizationGroupIds: z.array(z.uuid()).max(GROUP_LIMITS.maxMembers),
  permissionGroupIds: z.array(z.uuid()).max(GROUP_LIMITS.maxMembers),
});
export type UserGroups = z.infer<typeof userGroupsSchema>;

export const userGroupsAnswerSchema = userGroupsSchema.extend({
  groups: z.array(groupSummarySchema),
  /** The version of the user's rights in the company (the user's own version), for If-Match on a change. */
  version: z.number().int(),
});
export type UserGroupsAnswer = z.infer<typeof userGroupsAnswerSchema>;

/** The id of the templates' extra entry (§3): the custom selections, with no permissions of its own. */
export const CUSTOM_SELECTIONS_TEMPLATE_ID = 'custom';

export const permissionTemplateSchema = z.object({
  uid: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type PermissionTemplate = z.infer<typeof permissionTemplateSchema>;
/** §7 templates (reference data, §6): `data` as the spec's reference-data calls answer. */
export const permissionTemplatesSchema = z.object({ data: z.array(permissionTemplateSchema) });
