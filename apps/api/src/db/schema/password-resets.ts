import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A one-time link that sets a password (a reset or an invitation): only the hash of its token is kept; one
 * live link per user.
 */
export const passwordResets = pgTable('password_resets', {
  idHash: text('id_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** 'reset' or 'invitation': the page the link opens greets a new user differently. */
  purpose: text('purpose').notNull().default('reset'),
});

/** Every request for a link, known address or not, kept to rate-limit by address typed and by network. */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('password_reset_requests_email_idx').on(table.email, table.requestedAt),
    index('password_reset_requests_address_idx').on(table.address, table.requestedAt),
  ],
);
