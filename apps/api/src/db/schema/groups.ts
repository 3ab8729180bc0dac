import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { companyMemberships } from './users';

/**
 * §3 permission groups and authorization groups of a company, and the operator's permission groups (the
 * templates) under company '0', which is no company (hence no foreign key to companies). Members get the
 * group's roles and permissions in the company: the session reads them with the membership's own
 * (plugins/session/load-access-user.ts), so a change is in force on the members' next request.
 */
export const companyGroups = pgTable(
  'company_groups',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    roles: text('roles').array().notNull().default([]),
    /** Stored expanded (§6), as a membership's are. */
    permissions: text('permissions').array().notNull().default([]),
    /** Moves on with every change; answered as the group's ETag (If-Match, 412). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('company_groups_name_idx').on(table.companyId, table.kind, table.name, table.id),
  ],
);

export const companyGroupMembers = pgTable(
  'company_group_members',
  {
    companyId: text('company_id').notNull(),
    groupId: text('group_id').notNull(),
    userId: text('user_id').notNull(),
  },
  (table) => [
    // Led by the user: the session reads a user's groups in a company on every request.
    primaryKey({ columns: [table.companyId, table.userId, table.groupId] }),
    index('company_group_members_group_idx').on(table.companyId, table.groupId, table.userId),
    foreignKey({
      columns: [table.companyId, table.groupId],
      foreignColumns: [companyGroups.companyId, companyGroups.id],
    }).onDelete('cascade'),
    // A user who leaves the company leaves its groups with it.
    foreignKey({
      columns: [table.companyId, table.userId],
      foreignColumns: [companyMemberships.companyId, companyMemberships.userId],
    }).onDelete('cascade'),
  ],
);

/** §7 permissions/disable: permissions the operator has switched off in every company. */
export const disabledPermissions = pgTable('disabled_permissions', {
  permission: text('permission').primaryKey(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** §2 /company/permissions: permissions switched off in one company by DC or CC. */
export const companyDisabledPermissions = pgTable(
  'company_disabled_permissions',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.permission] })],
);
