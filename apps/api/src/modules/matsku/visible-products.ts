import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { StockStatus } from '@kaista/domain/matsku';
import type { Database } from '../../db/client';
import { startingWith } from '../../db/like-pattern';
import {
  shopAssortmentProducts,
  shopAssortments,
  shopCompanyAssortments,
  shopProducts,
  shopStock,
  shopStockTotals,
} from '../../db/schema';

export type ProductRow = typeof shopProducts.$inferSelect & { balance: number; stockStatus: StockStatus };

/** The company's assortment, else the default one (§3 assortments: which products a company may buy). */
export const assortmentOf = (companyId: string) => sql`coalesce(
  (select ${shopCompanyAssortments.assortmentId} from ${shopCompanyAssortments}
    where ${shopCompanyAssortments.companyId} = ${companyId}),
  (select ${shopAssortments.id} from ${shopAssortments} where ${shopAssortments.isDefault} limit 1))`;

/**
 * `offset 0` keeps the test a per-product probe of the assortment's primary key: flattened into a
 * semi-join, the planner (not knowing which assortment) read all of the assortment's rows even for a few
 * hundred matches.
 */
export const inAssortment = (companyId: string) => sql`exists (
  select 1 from ${shopAssortmentProducts}
  where ${shopAssortmentProducts.assortmentId} = ${assortmentOf(companyId)}
    and ${shopAssortmentProducts.productCode} = ${shopProducts.code}
  offset 0)`;

/** §4 online: synced, approved and online; only these are for sale. */
export const isOnline = and(
  eq(shopProducts.synced, true),
  eq(shopProducts.approved, true),
  eq(shopProducts.online, true),
);

/**
 * `offset 0` keeps a lateral subquery a per-row probe instead of letting the planner flatten it into a join
 * (Drizzle leaves out an offset of the number 0, hence the SQL).
 */
const PROBE = sql`0` as unknown as number;

/**
 * The stock of one store, or of all the company's stores together: the latter is the one row the triggers on
 * shop_stock keep per company and product, not a sum over the stores on every read. Read once per product (so
 * the balance and the stock status read the same row) by a lateral probe of the primary key; `offset 0` keeps
 * the planner from hashing every stock row of the company for a few hundred matches.
 */
function stockOf(db: Database, companyId: string, storeId: string | undefined) {
  const stock = storeId
    ? db
        .select({ balance: shopStock.balance })
        .from(shopStock)
        .where(
          and(
            eq(shopStock.companyId, companyId),
            eq(shopStock.storeId, storeId),
            eq(shopStock.productCode, shopProducts.code),
          ),
        )
        .offset(PROBE)
        .as('stock')
    : db
        .select({ balance: shopStockTotals.balance })
        .from(shopStockTotals)
        .where(
          and(eq(shopStockTotals.companyId, companyId), eq(shopStockTotals.productCode, shopProducts.code)),
        )
        .offset(PROBE)
        .as('stock');
  return { stock, balance: sql<number>`coalesce(${stock.balance}, 0)::int` };
}

/** The domain's stockStatus (§4) in SQL, so that the status facet filters and counts in the database. */
const stockStatusOf = (balance: SQL<number>) => sql<StockStatus>`case
  when ${balance} <= 0 then 'noStock'
  when ${balance} <= ${shopProducts.trafficLightThreshold} then 'lowStock'
  else 'inStock' end`;

/**
 * The shop's name order, which relevance and the product admin's list walk too: the lower-case name byte by
 * byte (å ä ö after z), the expression of shop_products_name_key_idx, whose range also finds the names that
 * start with a text (`like 'text%'`, which the C collation lets an index serve). The name itself sorts by the
 * database's own collation, which PGlite's C puts "JBL" before "Jabra" and "Zyxel" before "iPhone" in.
 */
export const nameKey = sql`lower(${shopProducts.name}) collate "C"`;

/** Whether the name starts with the search's text (relevance ranks those first); false without words. */
const startsWith = (text: string | undefined) =>
  text ? sql<boolean>`${nameKey} like ${startingWith(text.toLowerCase())}` : sql<boolean>`false`;

/**
 * A product's columns with its stock: `starts` says whether the name starts with the search's text
 * (relevance ranks those first).
 */
export const productColumns = (balance: SQL<number>, text: string | undefined) => ({
  ...getTableColumns(shopProducts),
  balance: balance.as('balance'),
  stockStatus: stockStatusOf(balance).as('stock_status'),
  nameKey: sql<string>`${nameKey}`.as('name_key'),
  starts: startsWith(text).as('starts'),
});

/** The products the company may buy that match `where`, with their stock of one store or of all stores. */
export function visibleProducts(
  db: Database,
  companyId: string,
  storeId: string | undefined,
  where?: SQL,
  text?: string,
) {
  const stock = stockOf(db, companyId, storeId);
  return db.$with('visible').as(
    db
      .select(productColumns(stock.balance, text))
      .from(shopProducts)
      .leftJoinLateral(stock.stock, sql`true`)
      .where(and(isOnline, inAssortment(companyId), where)),
  );
}

export type Visible = ReturnType<typeof visibleProducts>;
