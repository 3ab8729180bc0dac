import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The product catalogue (spec §3 bundle structure, characteristic, prices): the operator's, shared by every
 * company, so not keyed by company. It is data: a new offering, price or rule is rows, never a deploy.
 */
export const catalogueRootTemplates = pgTable('catalogue_root_templates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** A product: a main offering (with the root template it is ordered with) or a component of a bundle. */
export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    offeringType: text('offering_type').notNull(),
    imageUrl: text('image_url'),
    numberType: text('number_type'),
    /** Units in stock; null for what is not stocked. Decremented in the order's own transaction. */
    stock: integer('stock'),
    /** Set for the offerings the category tabs list: the root template they are ordered with. */
    rootTemplateId: text('root_template_id').references(() => catalogueRootTemplates.id),
    displayPriority: integer('display_priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('catalogue_products_category_idx').on(table.category, table.displayPriority, table.code)],
);

/** §3 prices: exact integer cents; RECURRING prices are monthly, for a term of months when one is set. */
export const cataloguePrices = pgTable(
  'catalogue_prices',
  {
    productCode: text('product_code')
      .notNull()
      .references(() => catalogueProducts.code),
    position: integer('position').notNull(),
    billingType: text('billing_type').notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    termMonths: integer('term_months'),
  },
  (table) => [primaryKey({ columns: [table.productCode, table.position] })],
);

/** §3 bundles of a root template: min/max items, parent and the parent's products it requires. */
export const catalogueBundles = pgTable(
  'catalogue_bundles',
  {
    id: text('id').primaryKey(),
    rootTemplateId: text('root_template_id')
      .notNull()
      .references(() => catalogueRootTemplates.id),
    name: text('name').notNull(),
    parentId: text('parent_id'),
    mainProductBundle: boolean('main_product_bundle').notNull().default(false),
    orderLevelSelection: boolean('order_level_selection').notNull().default(false),
    displayPriority: integer('display_priority').notNull().default(0),
    minItems: integer('min_items').notNull().default(0),
    maxItems: integer('max_items').notNull().default(1),
    requiredProducts: text('required_products').array().notNull().default([]),
  },
  (table) => [index('catalogue_bundles_root_idx').on(table.rootTemplateId)],
);

export const catalogueBundleProducts = pgTable(
  'catalogue_bundle_products',
  {
    bundleId: text('bundle_id')
      .notNull()
      .references(() => catalogueBundles.id),
    productCode: text('product_code')
      .notNull()
      .references(() => catalogueProducts.code),
    defaultProduct: boolean('default_product').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bundleId, table.productCode] })],
);

/** §3 characteristics of a product with their value constraints and §5 validation rule. */
export const catalogueCharacteristics = pgTable(
  'catalogue_characteristics',
  {
    productCode: text('product_code')
      .notNull()
      .references(() => catalogueProducts.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    editable: boolean('editable').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    displayPriority: integer('display_priority').notNull().default(0),
    defaultValue: text('default_value'),
    validationRule: text('validation_rule'),
    minLength: integer('min_length'),
    maxLength: integer('max_length'),
    minValue: integer('min_value'),
    maxValue: integer('max_value'),
    choices: jsonb('choices').$type<{ code: string; name: string }[]>().notNull().default([]),
    /** §3 componentCharacteristics: set, this row is a component of that composite of the same product. */
    parentCode: text('parent_code'),
    /** Set, the characteristic is a composite of at most this many rows, its standard entries counted. */
    maxEntries: integer('max_entries'),
    /** A composite's standard entries (a standard APN): component values by code, never changed in an order. */
    standardEntries: jsonb('standard_entries').$type<Record<string, string>[]>().notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.productCode, table.code] }),
    foreignKey({
      name: 'catalogue_characteristics_parent_fk',
      columns: [table.productCode, table.parentCode],
      foreignColumns: [table.productCode, table.code],
    }),
  ],
);

/**
 * The catalogue's rules between the products of one root template's selection (§7 /restrictions,
 * /prerequisites, /modifications): EXCLUDES, REQUIRES or MODIFIES, from a product to another. Rows, so a new
 * rule needs no deploy; a kind the domain does not know is left out when the structure is read.
 */
export const catalogueProductRules = pgTable(
  'catalogue_product_rules',
  {
    rootTemplateId: text('root_template_id')
      .notNull()
      .references(() => catalogueRootTemplates.id),
    kind: text('kind').notNull(),
    productCode: text('product_code')
      .notNull()
      .references(() => catalogueProducts.code),
    targetCode: text('target_code')
      .notNull()
      .references(() => catalogueProducts.code),
  },
  (table) => [
    primaryKey({ columns: [table.rootTemplateId, table.kind, table.productCode, table.targetCode] }),
  ],
);

/**
 * The catalogue's version (decision 014): one row, given a new random value by statement-level triggers in
 * the transaction of every change of the catalogue's tables (a product's stock alone excepted), so that
 * every instance may keep the bundle structures it read and check them with one primary-key read.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: uuid('version').notNull().defaultRandom(),
  },
  (table) => [check('catalogue_version_one_row', sql`${table.id} = 1`)],
);
