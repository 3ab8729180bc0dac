import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns';

/**
 * §7 POST and GET /deliveryinfos: the company's saved delivery addresses, which a cart's delivery step picks
 * from (PUT /deliveryinfo). Written by the §5 rules of the delivery info; one address is saved once.
 */
export const deliveryInfos = pgTable(
  'delivery_infos',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    recipient: text('recipient').notNull(),
    street: text('street').notNull(),
    postalNumber: text('postal_number').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    // The picker's order: by recipient, case-folded.
    index('delivery_infos_recipient_idx').on(table.companyId, sql`lower(${table.recipient})`, table.id),
    // The same address (recipient, street, postal number, city, country) is one saved address.
    uniqueIndex('delivery_infos_address_idx').on(
      table.companyId,
      sql`lower(${table.recipient})`,
      sql`lower(${table.street})`,
      table.postalNumber,
      sql`lower(${table.city})`,
      table.country,
    ),
  ],
);
