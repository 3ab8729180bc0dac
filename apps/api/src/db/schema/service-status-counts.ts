import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * How many services each company has in each status, kept exact by triggers on `services` in the same
 * transaction as every insert, status change and delete (migration `dashboard_service_status_counts`, like
 * the tickets' counts). Home's subscriptions-by-status widget reads it instead of counting a company's
 * hundred thousand subscriptions.
 */
export const serviceStatusCounts = pgTable(
  'service_status_counts',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull(),
    services: bigint('services', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.status] })],
);
