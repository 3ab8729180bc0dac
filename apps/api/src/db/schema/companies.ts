import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** §3 'Company': the tenant root. Every tenant-owned table leads with company_id. */
export const companies = pgTable('companies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  businessId: text('business_id').notNull().unique(),
  identifierType: text('identifier_type').notNull(),
  companyType: text('company_type').notNull(),
  customerNumber: text('customer_number').notNull(),
  headOfficeStreet: text('head_office_street').notNull(),
  headOfficePostalNumber: text('head_office_postal_number').notNull(),
  headOfficeCity: text('head_office_city').notNull(),
  headOfficeCountry: text('head_office_country').notNull().default('FI'),
  /** Moves on with every change of the company's details, links or type: what If-Match names. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
