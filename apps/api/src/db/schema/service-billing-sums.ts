import { bigint, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * The services each company's monthly billing run bills and that have no end date (a billing agreement, no
 * `ended_on`), counted with their monthly prices summed per cost centre, kept exact by triggers on `services`
 * in the same transaction as every insert, change and delete (migration `service_billing_sums`, decision 015).
 * The cart's change impact reads the company's current monthly spend from it, correcting only for the few
 * services whose contract starts later or that have an end date. A sum is the sum of its shards: each
 * database connection adds to its own (its backend process id modulo 32), as order fulfilment creates a
 * company's services from many connections at once.
 */
export const serviceBillingSums = pgTable(
  'service_billing_sums',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The services' cost centre, NO_COST_POOL_KEY for none. */
    costPoolKey: uuid('cost_pool_key').notNull(),
    shard: smallint('shard').notNull().default(0),
    services: bigint('services', { mode: 'number' }).notNull(),
    monthlyCents: bigint('monthly_cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.costPoolKey, table.shard] })],
);
