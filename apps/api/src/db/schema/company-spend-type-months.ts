import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Each company's invoice lines' net sum per invoice month and service type (credit notes' lines subtract),
 * kept exact by triggers on `invoice_lines` and `invoices` in the same transaction as every line written,
 * changed or removed and every invoice whose date moves or that is deleted (migration
 * `reports_kept_sums`, decision 015). The spend-by-month report reads at most 36 months × the
 * service types of it instead of summing the company's millions of invoice lines.
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
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    /** How many lines the sum is of: a month and type with none is not in the report, even at a zero sum. */
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month, table.serviceType] })],
);
