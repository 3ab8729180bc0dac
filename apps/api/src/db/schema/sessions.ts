import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** DESIGN.md §5: sessions live in the database; the cookie holds a random token whose hash is the key. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    impersonatedUserId: text('impersonated_user_id').references(() => users.id),
    currentCompanyId: text('current_company_id').notNull().default('0'),
    environmentOverride: text('environment_override'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    /** Moved by the keep-alive (the one write a session costs), shown in the user's list of sessions. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    address: text('address'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** A password accepted, a second factor still owed: the pending half of an SMS login. */
export const loginChallenges = pgTable('login_challenges', {
  idHash: text('id_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  codeHash: text('code_hash').notNull(),
  state: text('state'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Codes sent for this login, and when the last one went: a new code is rate-limited. */
  sends: integer('sends').notNull().default(1),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every login attempt, kept to rate-limit by account and by address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_idx').on(table.email, table.attemptedAt),
    index('login_attempts_address_idx').on(table.address, table.attemptedAt),
  ],
);
