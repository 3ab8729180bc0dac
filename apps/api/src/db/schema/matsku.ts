import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId } from './columns';
import { users } from './users';

/**
 * §3 'Partner shop product': the operator's catalogue, shared by every partner company (which of them may buy
 * a product is the assortments' business). Prices are in cents. The three §4 flags decide whether it is online.
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The image's file name under the shop's image base, without size. */
    image: text('image').notNull(),
    packageSize: integer('package_size').notNull().default(1),
    trafficLightThreshold: integer('traffic_light_threshold').notNull().default(5),
    synced: boolean('synced').notNull().default(false),
    approved: boolean('approved').notNull().default(false),
    online: boolean('online').notNull().default(false),
    /** The operator's product admin changes a product under If-Match on this version. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The catalogue without words pages in the name's or the price's order: an index walk, not a sort of all.
    // The name's order is the name key (shop_products_name_key_idx); one category's is this walk.
    index('shop_products_category_name_key_idx').on(
      table.category,
      sql`lower(${table.name}) collate "C"`,
      table.code,
    ),
    // The product administration's list in the name's order.
    index('shop_products_name_idx').on(table.name, table.code),
    index('shop_products_price_idx').on(table.priceCents, table.code),
    // The shop's name order (the lower-case name byte by byte, whatever the database's collation, so "Jabra"
    // before "JBL" on PGlite as on PostgreSQL) and relevance (decision 016): the names starting with the
    // search's text, then the others, each walked in this order until the page is full; its range serves
    // `like 'text%'`.
    index('shop_products_name_key_idx').on(sql`lower(${table.name}) collate "C"`, table.code),
    index('shop_products_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    // The shop's search matches every word in the name, the brand or the code: one trigram index serves it.
    index('shop_products_search_trgm_idx').using(
      'gin',
      sql`lower(${table.name} || ' ' || ${table.brand} || ' ' || ${table.code}) gin_trgm_ops`,
    ),
    check('shop_products_package_size_positive', sql`${table.packageSize} >= 1`),
  ],
);

/** §3 assortment (id, name): a set of products; the default one serves companies without their own. */
export const shopAssortments = pgTable('shop_assortments', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  isDefault: boolean('is_default').notNull().default(false),
  /** The operator's assortment admin changes an assortment under If-Match on this version. */
  version: integer('version').notNull().default(1),
});

export const shopAssortmentProducts = pgTable(
  'shop_assortment_products',
  {
    assortmentId: uuid('assortment_id')
      .notNull()
      .references(() => shopAssortments.id, { onDelete: 'cascade' }),
    productCode: text('product_code')
      .notNull()
      .references(() => shopProducts.code),
  },
  (table) => [
    primaryKey({ columns: [table.assortmentId, table.productCode] }),
    index('shop_assortment_products_product_idx').on(table.productCode),
  ],
);

/** Which assortment a partner company buys from. */
export const shopCompanyAssortments = pgTable(
  'shop_company_assortments',
  {
    companyId: companyId().primaryKey(),
    assortmentId: uuid('assortment_id')
      .notNull()
      .references(() => shopAssortments.id),
  },
  // The facet triggers find the companies of an assortment.
  (table) => [index('shop_company_assortments_assortment_idx').on(table.assortmentId)],
);

/** §3 company stores: the places of delivery, each holding its own stock. */
export const shopStores = pgTable(
  'shop_stores',
  {
    companyId: companyId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postalNumber: text('postal_number').notNull(),
    city: text('city').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);

/** §3 stock balances per store; never below zero, so an order can only take what is there. */
export const shopStock = pgTable(
  'shop_stock',
  {
    companyId: companyId(),
    storeId: text('store_id').notNull(),
    productCode: text('product_code')
      .notNull()
      .references(() => shopProducts.code),
    balance: integer('balance').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.storeId, table.productCode] }),
    index('shop_stock_product_idx').on(table.companyId, table.productCode),
    foreignKey({
      columns: [table.companyId, table.storeId],
      foreignColumns: [shopStores.companyId, shopStores.id],
    }),
    check('shop_stock_not_negative', sql`${table.balance} >= 0`),
  ],
);

/**
 * Each company's stock of each product over all its stores, kept exact by statement-level triggers on
 * shop_stock (migration 0045), so the catalogue's stock light and facets read one row per product instead of
 * summing the stores.
 */
export const shopStockTotals = pgTable(
  'shop_stock_totals',
  {
    companyId: companyId(),
    productCode: text('product_code')
      .notNull()
      .references(() => shopProducts.code),
    balance: integer('balance').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.productCode] }),
    // The facet triggers find the companies holding a product whose flags or assortments changed.
    index('shop_stock_totals_product_idx').on(table.productCode),
    // A search with words under a rare stock status walks the company's totals in the balance's order until
    // it has every product of that status (decision 016), instead of every match of the words.
    index('shop_stock_totals_balance_idx').on(table.companyId, table.balance, table.productCode),
  ],
);

/**
 * The catalogue's facets without a scan (decision 013): per assortment and category, how many of its products
 * are online. Kept exact by triggers on shop_products and shop_assortment_products (migration 0051).
 */
export const shopAssortmentCounts = pgTable(
  'shop_assortment_counts',
  {
    assortmentId: uuid('assortment_id').notNull(),
    category: text('category').notNull(),
    products: integer('products').notNull(),
  },
  (table) => [primaryKey({ columns: [table.assortmentId, table.category] })],
);

/**
 * Per company, category and stock status (inStock or lowStock), how many of the online products of the
 * company's assortment it holds over all its stores; the rest of the assortment's count is noStock. Kept exact
 * by triggers on shop_stock_totals, shop_products, shop_assortment_products, shop_company_assortments and
 * shop_assortments (migration 0051, decision 013).
 */
export const shopStockCounts = pgTable(
  'shop_stock_counts',
  {
    companyId: companyId(),
    category: text('category').notNull(),
    stockStatus: text('stock_status').notNull(),
    products: integer('products').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.category, table.stockStatus] })],
);

/** §3 matsku cart: one active cart per user in a company. */
export const shopCarts = pgTable(
  'shop_carts',
  {
    companyId: companyId(),
    code: text('code').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    storeId: text('store_id'),
    endCustomerReference: text('end_customer_reference'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.code] }),
    uniqueIndex('shop_carts_active_user_idx')
      .on(table.companyId, table.userId)
      .where(sql`${table.active}`),
  ],
);

export const shopCartEntries = pgTable(
  'shop_cart_entries',
  {
    companyId: companyId(),
    cartCode: text('cart_code').notNull(),
    entryNumber: integer('entry_number').notNull(),
    productCode: text('product_code')
      .notNull()
      .references(() => shopProducts.code),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.cartCode, table.entryNumber] }),
    uniqueIndex('shop_cart_entries_product_idx').on(table.companyId, table.cartCode, table.productCode),
    foreignKey({
      columns: [table.companyId, table.cartCode],
      foreignColumns: [shopCarts.companyId, shopCarts.code],
    }).onDelete('cascade'),
    check('shop_cart_entries_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export const shopOrderNumbers = pgSequence('shop_order_number_seq', { startWith: 100001 });

/** A submitted shop order; its lines copy the name and price as they were when ordered. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    storeId: text('store_id').notNull(),
    endCustomerReference: text('end_customer_reference').notNull(),
    totalItems: integer('total_items').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('shop_orders_created_idx').on(table.companyId, table.createdAt, table.id),
  ],
);

export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    companyId: companyId(),
    orderId: uuid('order_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.orderId, table.lineNumber] }),
    foreignKey({
      columns: [table.companyId, table.orderId],
      foreignColumns: [shopOrders.companyId, shopOrders.id],
    }).onDelete('cascade'),
  ],
);

/**
 * §7 office supplies order of the one configured company: the store's number, post number, city and the
 * confirmation e-mail as given (§5), and its lines (an office-supply item and how many).
 */
export const shopOfficeSupplyOrders = pgTable(
  'shop_office_supply_orders',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    storeNumber: text('store_number').notNull(),
    postNumber: text('post_number').notNull(),
    city: text('city').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('shop_office_supply_orders_created_idx').on(table.companyId, table.createdAt, table.id),
  ],
);

export const shopOfficeSupplyOrderLines = pgTable(
  'shop_office_supply_order_lines',
  {
    companyId: companyId(),
    orderId: uuid('order_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    item: text('item').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.orderId, table.lineNumber] }),
    foreignKey({
      columns: [table.companyId, table.orderId],
      foreignColumns: [shopOfficeSupplyOrders.companyId, shopOfficeSupplyOrders.id],
    }).onDelete('cascade'),
    check('shop_office_supply_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
