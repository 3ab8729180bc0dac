import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * DESIGN.md §5: impersonation and every change made while impersonating. Append-only: the code only ever
 * inserts, and a trigger (migration `audit_append_only`) refuses UPDATE, DELETE and TRUNCATE. Names are
 * copied at write time so the log still reads right after a user is renamed or removed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    companyId: text('company_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: text('operator_id').notNull(),
    operatorName: text('operator_name').notNull(),
    actedForId: text('acted_for_id'),
    actedForName: text('acted_for_name'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    /** What the action was done to, in words a person reads (a ticket's '#12'); null when the action says all. */
    subject: text('subject'),
    result: integer('result').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('audit_log_company_time_idx').on(table.companyId, table.occurredAt),
  ],
);
