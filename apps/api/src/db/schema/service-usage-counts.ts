import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** The cost centre key of services without a cost centre (a key cannot be null). */
export const NO_COST_POOL_KEY = '00000000-0000-0000-0000-000000000000';

/**
 * How many services each company has per status, cost centre and package, with their monthly prices summed,
 * kept exact by triggers on `services` in the same transaction as every insert, change and delete (migration
 * `reports_kept_sums`, decision 015). The subscriptions-by-cost-centre report and the price list's
 * subscriptions per product read it instead of grouping a company's hundred thousand services.
 */
export const serviceUsageCounts = pgTable(
  'service_usage_counts',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull(),
    /** The services' cost centre, NO_COST_POOL_KEY for none. */
    costPoolKey: uuid('cost_pool_key').notNull(),
    packageCode: text('package_code').notNull(),
    services: bigint('services', { mode: 'number' }).notNull(),
    monthlyCents: bigint('monthly_cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.status, table.costPoolKey, table.packageCode] })],
);
