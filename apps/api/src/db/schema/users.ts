import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** §3 'User'. Operator staff hold global roles; company users hold roles per company (memberships). */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  twoFactorMethod: text('two_factor_method').notNull().default('PASSWORD'),
  phone: text('phone'),
  type: text('type').notNull(),
  globalRoles: text('global_roles').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companyMemberships = pgTable(
  'company_memberships',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    roles: text('roles').array().notNull().default([]),
    permissions: text('permissions').array().notNull().default([]),
    /** Moves on with every change of the user's rights here; answered as the user's ETag (If-Match, 412). */
    version: integer('version').notNull().default(1),
    /**
     * Copies of the person's name and e-mail, so that a company's users list sorts, searches and counts from
     * indexes that lead with company_id (DESIGN.md §1) without reading every person. Kept by triggers
     * (migration 0019): a membership takes the person's values when written, a person's change reaches
     * every membership.
     */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    // A user's memberships, and the session's one membership of the company called (a probe whichever of this
    // and the primary key the planner takes, for a user in thousands of companies).
    index('company_memberships_user_idx').on(table.userId, table.companyId),
    index('company_memberships_name_idx').on(table.companyId, table.lastName, table.firstName, table.userId),
    index('company_memberships_email_idx').on(table.companyId, table.email, table.userId),
  ],
);

/** §3 'Profile': what the user chose; absent rows mean the defaults. */
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  language: text('language').notNull().default('fi'),
  currentCompanyId: text('current_company_id').references(() => companies.id),
  defaultCompanyId: text('default_company_id').references(() => companies.id),
  favouriteCompanyIds: text('favourite_company_ids').array().notNull().default([]),
  recentCompanyIds: text('recent_company_ids').array().notNull().default([]),
  mainTourDismissed: boolean('main_tour_dismissed').notNull().default(false),
  oneTimeGroupViewNotification: boolean('one_time_group_view_notification').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
