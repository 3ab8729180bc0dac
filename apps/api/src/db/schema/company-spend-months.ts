import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Each company's invoiced total per invoice month (credit notes subtract), kept exact by triggers on
 * `invoices` in the same transaction as every insert, change of total or date, and delete (migration
 * `dashboard_company_spend_months`). Home's spend widget reads twelve rows of it instead of summing invoices.
 */
export const companySpendMonths = pgTable(
  'company_spend_months',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The first day of the invoice month. */
    month: date('month', { mode: 'string' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month] })],
);
