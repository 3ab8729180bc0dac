import { bigint, date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Each company's tickets per month opened (Helsinki) and type: how many, how many are resolved now, and their
 * resolution times summed, kept exact by triggers on `tickets` in the same transaction as every change
 * (migration `ticket_type_months`, decision 015). The tickets-by-type report reads its period's months
 * instead of grouping the company's tickets.
 */
export const ticketTypeMonths = pgTable(
  'ticket_type_months',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The first day of the month (Helsinki) the tickets were opened in. */
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    tickets: bigint('tickets', { mode: 'number' }).notNull(),
    resolved: bigint('resolved', { mode: 'number' }).notNull(),
    /** The resolved tickets' seconds from opening to first resolution, summed (exact, never a float). */
    resolutionSeconds: numeric('resolution_seconds').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month, table.type] })],
);
