import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

const companyId = () =>
  text('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** §7 /externallinks: the company's links, in the order the company gave them. */
export const companyExternalLinks = pgTable(
  'company_external_links',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);

/** §7 /sites: premises where the company's services are delivered. */
export const companySites = pgTable(
  'company_sites',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postalNumber: text('postal_number').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('FI'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);
