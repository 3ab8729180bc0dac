import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work done after an answer, by whichever instance takes it first (`FOR UPDATE SKIP LOCKED`). A taken job
 * carries a lease its instance keeps renewing; if the instance dies the lease runs out and another takes it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** `queued` until it ran (`done`) or used up its attempts (`failed`). */
    state: text('state').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** A scheduled job's kind and time slot: every instance offers it, the first insert wins. */
    scheduleKey: text('schedule_key').unique(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`state = 'queued'`),
  ],
);
