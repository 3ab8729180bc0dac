import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Delayed login attempts being held per client address, by every instance together: a cap on them holds
 * across instances. A hold whose instance died ends by itself at `expires_at`.
 */
export const loginHolds = pgTable(
  'login_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: text('address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_holds_address_idx').on(table.address, table.expiresAt)],
);
