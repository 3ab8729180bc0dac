import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns';
import { users } from './users';

/**
 * §3 'end user': a person or an organization who uses the company's services (a subscription's user), kept
 * by the company. §7 POST /users/{uid}/enduser links one to a portal user of the company, so that the portal
 * user is known as that end user (at most one end user per portal user, and one portal user per end user).
 */
export const endUsers = pgTable(
  'end_users',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    /** INDIVIDUAL (first and last name) or ORGANIZATION (name), as the order capture's end users. */
    partyType: text('party_type').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    name: text('name'),
    email: text('email'),
    mobileNumber: text('mobile_number'),
    /** The portal user linked to this end user, if any. */
    linkedUserId: text('linked_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('end_users_linked_user_idx')
      .on(table.companyId, table.linkedUserId)
      .where(sql`linked_user_id is not null`),
    // The picker's search and order: the display name ('Last First' or the organization's name).
    index('end_users_name_idx').on(
      table.companyId,
      sql`lower(coalesce(${table.lastName} || ' ' || ${table.firstName}, ${table.name}))`,
      table.id,
    ),
  ],
);
