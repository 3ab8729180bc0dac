import { bigint, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * How many orders each company placed in each month (Helsinki) that are now in each status, kept exact by
 * triggers on `orders` in the same transaction as every insert, status change and delete (migration
 * `reports_kept_sums`, decision 015, like the services' and tickets' counts). Home's errored and waiting
 * lines sum a status's months, the orders-by-status report reads its period's months, instead of counting
 * a company's orders. A count is the sum of its shards: each database connection adds to its own shard
 * (migration `order_status_months_shards`), so concurrent submits and fulfilment steps of one company do not
 * queue on one row.
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
    /** The connection's share (its backend process id modulo 32); read a count as the sum of its shards. */
    shard: smallint('shard').notNull().default(0),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.status, table.month, table.shard] })],
);
