import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * How many orders each company placed in each month (Helsinki) that are now in each status, kept exact by
 * triggers on `orders` in the same transaction as every insert, status change and delete (migration
 * `reports_kept_sums`, decision 015, like the services' and tickets' counts). Home's errored and waiting
 * lines sum a status's months, the orders-by-status report reads its period's months, instead of counting
 * a company's orders.
 */
export const orderStatusMonths = pgTable(
  'order_status_months',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull(),
    /** The first day of the month (Helsinki) the orders were placed in. */
    month: date('month', { mode: 'string' }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.status, table.month] })],
);
