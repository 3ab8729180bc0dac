import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The built-in SMS gateway: messages are written here instead of to an operator's SMS centre. */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
