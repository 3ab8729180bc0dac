import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CartLine } from '@kaista/domain/ordering';
import { sql } from 'drizzle-orm';
import { companyId, createdAt } from './columns';
import { orders } from './ordering';

/** §4 the status timeline of an order: one row per status it reached, the first being its submit. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    companyId: text('company_id').notNull(),
    orderId: uuid('order_id').notNull(),
    seq: integer('seq').notNull(),
    status: text('status').notNull(),
    /** Why, when the order system said why (an ERRORED order's failure). */
    reason: text('reason'),
    /** The reason's case and values when it is a known one, so the page says it in the reader's language. */
    reasonCode: text('reason_code'),
    reasonParams: jsonb('reason_params').$type<Record<string, string>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.orderId, table.seq] }),
    foreignKey({ columns: [table.companyId, table.orderId], foreignColumns: [orders.companyId, orders.id] }),
  ],
);

/**
 * The built-in fulfilment's bookkeeping of one order: the attempts at its current step and the last error,
 * so that an order whose step keeps failing goes to ERRORED with that error as its reason.
 */
export const orderFulfilment = pgTable(
  'order_fulfilment',
  {
    companyId: text('company_id').notNull(),
    orderId: uuid('order_id').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.orderId] }),
    foreignKey({ columns: [table.companyId, table.orderId], foreignColumns: [orders.companyId, orders.id] }),
  ],
);

/**
 * §4 order request: an employee's cart submitted for approval. Its lines are the cart's, copied; the
 * approver declines it (with a reason), marks it done, or proceeds, which copies the lines to their cart.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    requestNumber: bigint('request_number', { mode: 'number' })
      .notNull()
      .generatedAlwaysAsIdentity({ startWith: 7100001 }),
    requesterId: text('requester_id').notNull(),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    status: text('status').notNull().default('PENDING_APPROVAL'),
    lines: jsonb('lines').$type<CartLine[]>().notNull(),
    summary: text('summary').notNull(),
    oneTimeCents: bigint('one_time_cents', { mode: 'number' }).notNull(),
    monthlyCents: bigint('monthly_cents', { mode: 'number' }).notNull(),
    reason: text('reason'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The approver's cart the request was copied to when they proceeded to order. */
    cartCode: uuid('cart_code'),
    /**
     * Who decides: the approvers of the approval rules that held the order back (issue 11); null for an
     * employee's own request, which any approver of the company decides.
     */
    approverIds: text('approver_ids').array(),
    /**
     * A bulk order file sent as a request (issue 11): its name, content hash and cells. Proceeding orders
     * the file as the approver (checked again then); null for a cart's request, whose `lines` are copied.
     */
    bulkFile: jsonb('bulk_file').$type<{ fileName: string; sha256: string; table: string[][] }>(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('order_requests_created_idx').on(table.companyId, table.createdAt, table.id),
    index('order_requests_status_idx').on(table.companyId, table.status, table.createdAt, table.id),
    // A submit completes the request its cart came from (issue 10): one probe, not a scan of the pending ones.
    index('order_requests_cart_idx')
      .on(table.companyId, table.cartCode)
      .where(sql`${table.cartCode} is not null`),
  ],
);

/**
 * A company's approval rules (issue 11): each row one condition; an order meeting any of them needs an
 * approver (see `@kaista/domain/orders` approval-rules). Rules are added and removed, never changed.
 */
export const orderApprovalRules = pgTable(
  'order_approval_rules',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    /** MONTHLY_OVER, ONE_TIME_OVER, ORDER_TYPE or PRODUCT, with the one column its kind names. */
    kind: text('kind').notNull(),
    cents: bigint('cents', { mode: 'number' }),
    orderType: text('order_type'),
    productCode: text('product_code'),
    /** The users who approve the orders meeting this rule (each with OrdersHandleOrderRequest). */
    approverIds: text('approver_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdByName: text('created_by_name').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('order_approval_rules_created_idx').on(table.companyId, table.createdAt),
  ],
);
