import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The built-in e-mail gateway: messages are written here instead of to a mail provider. */
export const emailOutbox = pgTable('email_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
