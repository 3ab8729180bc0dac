import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyMemberships } from './users';

/**
 * §3 IDM role groups: named bundles of IDM roles of a company, and the operator's role group templates under
 * company '0', which is no company (hence no foreign key to companies), as company_groups keeps its templates.
 */
export const idmRoleGroups = pgTable(
  'idm_role_groups',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    roles: text('roles').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('idm_role_groups_name_idx').on(table.companyId, table.name, table.id),
  ],
);

/**
 * §7 /users/{uid}/externalservice/{service}: a company user's role in one of the operator's external services
 * and whether the access is on. A user who leaves the company leaves its services with it.
 */
export const userExternalServices = pgTable(
  'user_external_services',
  {
    companyId: text('company_id').notNull(),
    userId: text('user_id').notNull(),
    service: text('service').notNull(),
    userRole: text('user_role').notNull(),
    permission: boolean('permission').notNull(),
    /** Moves on with every change; answered as the access's ETag (If-Match, 412). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId, table.service] }),
    foreignKey({
      columns: [table.companyId, table.userId],
      foreignColumns: [companyMemberships.companyId, companyMemberships.userId],
    }).onDelete('cascade'),
  ],
);
