import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CartDetails, CartLine } from '@kaista/domain/ordering';
import { companyId, createdAt } from './columns';

/**
 * §3 cart: one user's in one company. Its order lines are one document, written whole under the cart's
 * version (If-Match), so two tabs on one cart can never interleave half-changes.
 */
export const carts = pgTable(
  'carts',
  {
    companyId: companyId(),
    code: uuid('code').notNull().defaultRandom(),
    userId: text('user_id').notNull(),
    channel: text('channel').notNull(),
    active: boolean('active').notNull().default(true),
    orderType: text('order_type'),
    lines: jsonb('lines').$type<CartLine[]>().notNull().default([]),
    /** §3 payer, delivery info, end user and contacts; written with the lines, under the same version. */
    details: jsonb('details').$type<Partial<CartDetails>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.code] }),
    index('carts_user_idx').on(table.companyId, table.userId, table.createdAt, table.code),
    // §4 the user's B2B cart (the active one, else the first) without walking their submitted carts.
    index('carts_open_user_idx')
      .on(table.companyId, table.userId, table.active.desc(), table.createdAt, table.code)
      .where(sql`${table.submittedAt} is null`),
  ],
);

/**
 * A cart saved as a reusable template ("new employee kit"): the company's, named, its order lines with their
 * products and quantities but without the values filled in for one order (users, numbers, SIM cards).
 */
export const cartTemplates = pgTable(
  'cart_templates',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    lines: jsonb('lines').$type<CartLine[]>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('cart_templates_name_idx').on(table.companyId, table.name, table.id),
    // A company's templates are told apart by name whatever its case (the service compares spacing too).
    uniqueIndex('cart_templates_name_key').on(table.companyId, sql`lower(${table.name})`),
  ],
);

/**
 * A company's number range (the built-in number integration): a number is AVAILABLE, RESERVED by a cart,
 * TAKEN by an order, or in QUARANTINE until available_from.
 */
export const numberPool = pgTable(
  'number_pool',
  {
    companyId: companyId(),
    number: text('number').notNull(),
    numberType: text('number_type').notNull(),
    status: text('status').notNull().default('AVAILABLE'),
    cartCode: uuid('cart_code'),
    availableFrom: timestamp('available_from', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.number] }),
    index('number_pool_free_idx').on(table.companyId, table.numberType, table.status, table.number),
    index('number_pool_cart_idx').on(table.companyId, table.cartCode),
    // The hourly job's lapsed reservations (decision 011), found without reading every company's range.
    index('number_pool_reserved_until_idx')
      .on(table.availableFrom)
      .where(sql`status = 'RESERVED'`),
  ],
);

/** §3 order: what a submitted cart became; its items are below. */
export const orders = pgTable(
  'orders',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    orderNumber: bigint('order_number', { mode: 'number' })
      .notNull()
      .generatedAlwaysAsIdentity({ startWith: 4100001 }),
    cartCode: uuid('cart_code').notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    actingUserId: text('acting_user_id'),
    status: text('status').notNull(),
    orderType: text('order_type').notNull(),
    manualCheckRequired: boolean('manual_check_required').notNull(),
    oneTimeCents: bigint('one_time_cents', { mode: 'number' }).notNull(),
    monthlyCents: bigint('monthly_cents', { mode: 'number' }).notNull(),
    /** The cart's payer, delivery info, end user and confirmation contacts as they were submitted. */
    details: jsonb('details').$type<Partial<CartDetails>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('orders_number_idx').on(table.orderNumber),
    uniqueIndex('orders_cart_idx').on(table.companyId, table.cartCode),
    index('orders_created_idx').on(table.companyId, table.createdAt, table.id),
    index('orders_status_idx').on(table.companyId, table.status, table.createdAt, table.id),
    index('orders_type_idx').on(table.companyId, table.orderType, table.createdAt, table.id),
    // The list's other sorts (order number, monthly charges), alone and under each filter: the first page
    // reads 20 index entries instead of sorting the company's orders.
    index('orders_number_sort_idx').on(table.companyId, table.orderNumber, table.id),
    index('orders_monthly_idx').on(table.companyId, table.monthlyCents, table.id),
    index('orders_status_number_idx').on(table.companyId, table.status, table.orderNumber, table.id),
    index('orders_status_monthly_idx').on(table.companyId, table.status, table.monthlyCents, table.id),
    index('orders_type_number_idx').on(table.companyId, table.orderType, table.orderNumber, table.id),
    index('orders_type_monthly_idx').on(table.companyId, table.orderType, table.monthlyCents, table.id),
    // The orders search by who ordered (any part of the name), within the company (btree_gin, like the
    // documents' search): one company's search never reads another company's matches.
    index('orders_company_user_name_trgm_idx').using(
      'gin',
      table.companyId,
      sql`${table.userName} gin_trgm_ops`,
    ),
  ],
);

/** One product of one selection of an order, with the characteristic values it was ordered with. */
export const orderItems = pgTable(
  'order_items',
  {
    companyId: text('company_id').notNull(),
    orderId: uuid('order_id').notNull(),
    itemNo: integer('item_no').notNull(),
    orderlineBundleNo: integer('orderline_bundle_no').notNull(),
    bundleNo: integer('bundle_no').notNull(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    offeringType: text('offering_type').notNull(),
    oneTimeCents: bigint('one_time_cents', { mode: 'number' }).notNull(),
    monthlyCents: bigint('monthly_cents', { mode: 'number' }).notNull(),
    characteristics: jsonb('characteristics').$type<Record<string, string>>().notNull().default({}),
    /** The rows of the item's composite characteristics (§3 composite entries), keyed by characteristic code. */
    compositeValues: jsonb('composite_values')
      .$type<Record<string, Record<string, string>[]>>()
      .notNull()
      .default({}),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.orderId, table.itemNo] }),
    foreignKey({ columns: [table.companyId, table.orderId], foreignColumns: [orders.companyId, orders.id] }),
    // A service's order history finds the orders whose items name it as their target subscription.
    index('order_items_target_idx').on(
      table.companyId,
      sql`(${table.characteristics} ->> 'targetSubscriptionId')`,
    ),
    // The orders search finds an order by the beginning of a number on one of its items.
    index('order_items_number_idx').on(
      table.companyId,
      sql`(${table.characteristics} ->> 'number') text_pattern_ops`,
    ),
  ],
);

/**
 * The credit control integration's register of sales bans (built in): a company in it gets no new orders
 * until the ban is lifted (§5 the sales-ban pre-order check, §8 'order.sales-ban-error-notification').
 */
export const salesBans = pgTable('sales_bans', {
  companyId: companyId().primaryKey(),
  reason: text('reason').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * §7 analytics events of the order capture: the portal's own analytics integration, a table no third party
 * reads. Add, remove and purchase are written in the transaction of the write they describe.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    userId: text('user_id').notNull(),
    event: text('event').notNull(),
    cartCode: uuid('cart_code').notNull(),
    /** The products the event is about, each with its quantity. */
    items: jsonb('items').$type<{ productCode: string; quantity: number }[]>().notNull(),
    /** The order's number, for a purchase. */
    orderNumber: bigint('order_number', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('analytics_events_created_idx').on(table.companyId, table.createdAt),
  ],
);
