import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ProductSearchQuery, StockStatus } from '@kaista/domain/matsku';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like-pattern';
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
const assortmentOf = (companyId: string) => sql`coalesce(
  (select ${shopCompanyAssortments.assortmentId} from ${shopCompanyAssortments}
    where ${shopCompanyAssortments.companyId} = ${companyId}),
  (select ${shopAssortments.id} from ${shopAssortments} where ${shopAssortments.isDefault} limit 1))`;

const inAssortment = (companyId: string) => sql`exists (
  select 1 from ${shopAssortmentProducts}
  where ${shopAssortmentProducts.productCode} = ${shopProducts.code}
    and ${shopAssortmentProducts.assortmentId} = ${assortmentOf(companyId)})`;

/** §4 online: synced, approved and online; only these are for sale. */
const isOnline = and(
  eq(shopProducts.synced, true),
  eq(shopProducts.approved, true),
  eq(shopProducts.online, true),
);

/**
 * The stock of one store, or of all the company's stores together: the latter is the one row the triggers on
 * shop_stock keep per company and product, not a sum over the stores on every read.
 */
function balanceOf(companyId: string, storeId: string | undefined): SQL<number> {
  if (!storeId)
    return sql<number>`coalesce((select ${shopStockTotals.balance} from ${shopStockTotals}
      where ${shopStockTotals.companyId} = ${companyId} and ${shopStockTotals.productCode} = ${shopProducts.code}), 0)::int`;
  return sql<number>`coalesce((select ${shopStock.balance} from ${shopStock}
    where ${shopStock.companyId} = ${companyId} and ${shopStock.storeId} = ${storeId}
      and ${shopStock.productCode} = ${shopProducts.code}), 0)::int`;
}

/** The text the search matches, the very expression of the trigram index shop_products_search_trgm_idx. */
const searchText = sql`lower(${shopProducts.name} || ' ' || ${shopProducts.brand} || ' ' || ${shopProducts.code})`;

/** The domain's stockStatus (§4) in SQL, so that the status facet filters and counts in the database. */
const stockStatusOf = (balance: SQL<number>) => sql<StockStatus>`case
  when ${balance} <= 0 then 'noStock'
  when ${balance} <= ${shopProducts.trafficLightThreshold} then 'lowStock'
  else 'inStock' end`;

/** Every word of the query must be in the name, the brand or the code; `*` is everything. */
function matchesQuery(q: string): SQL | undefined {
  const words = q === '*' ? [] : q.split(/\s+/).filter(Boolean);
  return and(...words.map((word) => sql`${searchText} like ${`%${escapeLike(word.toLowerCase())}%`}`));
}

export class CatalogueRepo {
  constructor(private readonly db: Database) {}

  private visible(companyId: string, storeId: string | undefined, where?: SQL) {
    const balance = balanceOf(companyId, storeId);
    return this.db.$with('visible').as(
      this.db
        .select({
          ...getTableColumns(shopProducts),
          balance: balance.as('balance'),
          stockStatus: stockStatusOf(balance).as('stock_status'),
        })
        .from(shopProducts)
        .where(and(isOnline, inAssortment(companyId), where)),
    );
  }

  /** §7 product search: one page in the chosen order, the total, and each facet counted under the other's filter. */
  async search(companyId: string, query: ProductSearchQuery) {
    const visible = this.visible(companyId, query.storeId, matchesQuery(query.q));
    const byCategory = query.category ? eq(visible.category, query.category) : undefined;
    const byStatus = query.status ? eq(visible.stockStatus, query.status) : undefined;
    const order = {
      relevance: [
        desc(sql`lower(${visible.name}) like ${`${escapeLike(query.q.toLowerCase())}%`}`),
        asc(visible.name),
      ],
      name: [asc(visible.name)],
      'price-asc': [asc(visible.priceCents)],
      'price-desc': [desc(visible.priceCents)],
    }[query.sort];
    const [items, [total], categories, statuses] = await Promise.all([
      this.db
        .with(visible)
        .select()
        .from(visible)
        .where(and(byCategory, byStatus))
        .orderBy(...order, asc(visible.code))
        .limit(query.hits)
        .offset(query.offset),
      this.db.with(visible).select({ total: count() }).from(visible).where(and(byCategory, byStatus)),
      this.db
        .with(visible)
        .select({ value: visible.category, count: count() })
        .from(visible)
        .where(byStatus)
        .groupBy(visible.category),
      this.db
        .with(visible)
        .select({ value: visible.stockStatus, count: count() })
        .from(visible)
        .where(byCategory)
        .groupBy(visible.stockStatus),
    ]);
    return { items: items as ProductRow[], total: total?.total ?? 0, categories, statuses };
  }

  /** One product the company may buy, with its stock; undefined when it is not for sale to the company. */
  async product(companyId: string, code: string, storeId?: string): Promise<ProductRow | undefined> {
    const visible = this.visible(companyId, storeId, eq(shopProducts.code, code));
    const [row] = await this.db.with(visible).select().from(visible);
    return row as ProductRow | undefined;
  }
}
