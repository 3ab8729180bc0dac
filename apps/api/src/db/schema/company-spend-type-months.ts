import { bigint, date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { NO_COST_POOL_KEY } from './service-usage-counts';

/**
 * Each company's invoice lines' net sum per invoice month, service type and cost centre (credit notes' lines
 * subtract), kept exact by triggers on `invoice_lines` and `invoices` in the same transaction as every line
 * written, changed or removed and every invoice whose date moves or that is deleted (migrations
 * `reports_kept_sums` and `invoicing_spend_by_cost_centre`, decision 015). The spend-by-month report and the
 * invoices' spend by cost centre and by service type read a row per month, type and cost centre instead of
 * summing the company's millions of invoice lines.
 */
export const companySpendTypeMonths = pgTable(
  'company_spend_type_months',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The first day of the invoice month. */
    month: date('month', { mode: 'string' }).notNull(),
    serviceType: text('service_type').notNull(),
    /** The lines' cost centre, the nil uuid for lines of none (a key cannot be null). */
    costPoolKey: uuid('cost_pool_key').notNull().default(NO_COST_POOL_KEY),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    /** How many lines the sum is of: a month and type with none is not in the report, even at a zero sum. */
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month, table.serviceType, table.costPoolKey] })],
);
