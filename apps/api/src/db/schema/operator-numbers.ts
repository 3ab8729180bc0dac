import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * The operator's free number range (decision 011), kept apart from each company's own register
 * (`number_pool`, the CSN): where a new number (`NUMBER_NEW`) comes from. Not a tenant's table: a number
 * belongs to no company until a cart of one reserves it (`company_id`, `cart_code`) or its order takes it.
 * The same states as the register: AVAILABLE, RESERVED, TAKEN, QUARANTINE until available_from.
 */
export const operatorNumbers = pgTable(
  'operator_numbers',
  {
    number: text('number').primaryKey(),
    numberType: text('number_type').notNull(),
    status: text('status').notNull().default('AVAILABLE'),
    companyId: text('company_id').references(() => companies.id),
    cartCode: uuid('cart_code'),
    availableFrom: timestamp('available_from', { withTimezone: true }),
  },
  (table) => [
    index('operator_numbers_free_idx').on(table.numberType, table.status, table.number),
    index('operator_numbers_cart_idx').on(table.companyId, table.cartCode),
    // The hourly job's lapsed reservations (decision 011), found without reading the whole range.
    index('operator_numbers_reserved_until_idx')
      .on(table.availableFrom)
      .where(sql`status = 'RESERVED'`),
  ],
);
