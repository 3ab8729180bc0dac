import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * How many tickets each company has in each status, kept exact by triggers on `tickets` in the same
 * transaction as every insert, status change and delete (migration 0013, docs/decisions/007). The badge
 * statistics and the unfiltered list totals read it instead of counting a company's tickets.
 */
export const ticketStatusCounts = pgTable(
  'ticket_status_counts',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull(),
    tickets: bigint('tickets', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.status] })],
);
