import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns';

/** §2 /company/operative-contacts: the people the operator calls about outages, maintenance and deliveries. */
export const operativeContacts = pgTable(
  'operative_contacts',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull().default('fi'),
    /** OPERATIVE_CONTACT_ROLES, in their own order. */
    roles: text('roles').array().notNull(),
    aroundTheClock: boolean('around_the_clock').notNull().default(false),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('operative_contacts_name_idx').on(table.companyId, table.lastName, table.firstName, table.id),
  ],
);
