import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The `Idempotency-Key`s of idempotent writes (DESIGN.md §4), per caller, shared by every instance: the
 * first request claims its key (`status` null while it runs), then keeps its answer for the repeats.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent the key: the user, and the operator acting for them, so no one else can replay the answer. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    /** The answer as it was sent (JSON text). */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);
