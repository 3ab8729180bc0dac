import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ProductSearchQuery, StockStatus } from '@kaista/domain/matsku';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like-pattern';
import {
  shopAssortmentProducts,
  shopAssortmentCounts,
  shopAssortments,
  shopCompanyAssortments,
  shopProducts,
  shopStock,
  shopStockCounts,
  shopStockTotals,
} from '../../db/schema';

export type ProductRow = typeof shopProducts.$inferSelect & { balance: number; stockStatus: StockStatus };

/** The company's assortment, else the default one (§3 assortments: which products a company may buy). */
const assortmentOf = (companyId: string) => sql`coalesce(
  (select ${shopCompanyAssortments.assortmentId} from ${shopCompanyAssortments}
    where ${shopCompanyAssortments.companyId} = ${companyId}),
  (select ${shopAssortments.id} from ${shopAssortments} where ${shopAssortments.isDefault} limit 1))`;

/**
 * `offset 0` keeps the test a per-product probe of the assortment's primary key: flattened into a semi-join,
 * the planner (not knowing which assortment) read all of the assortment's rows even for a few hundred matches.
 */
const inAssortment = (companyId: string) => sql`exists (
  select 1 from ${shopAssortmentProducts}
  where ${shopAssortmentProducts.assortmentId} = ${assortmentOf(companyId)}
    and ${shopAssortmentProducts.productCode} = ${shopProducts.code}
  offset 0)`;

/** §4 online: synced, approved and online; only these are for sale. */
const isOnline = and(
  eq(shopProducts.synced, true),
  eq(shopProducts.approved, true),
  eq(shopProducts.online, true),
);

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
        .offset(0)
        .as('stock')
    : db
        .select({ balance: shopStockTotals.balance })
        .from(shopStockTotals)
        .where(
          and(eq(shopStockTotals.companyId, companyId), eq(shopStockTotals.productCode, shopProducts.code)),
        )
        .offset(0)
        .as('stock');
  return { stock, balance: sql<number>`coalesce(${stock.balance}, 0)::int` };
}

/** The text the search matches, the very expression of the trigram index shop_products_search_trgm_idx. */
const searchText = sql`lower(${shopProducts.name} || ' ' || ${shopProducts.brand} || ' ' || ${shopProducts.code})`;

/** The domain's stockStatus (§4) in SQL, so that the status facet filters and counts in the database. */
const stockStatusOf = (balance: SQL<number>) => sql<StockStatus>`case
  when ${balance} <= 0 then 'noStock'
  when ${balance} <= ${shopProducts.trafficLightThreshold} then 'lowStock'
  else 'inStock' end`;

/** The words of a query; `*` (and nothing) is everything. */
const wordsOf = (q: string) => (q === '*' ? [] : q.split(/\s+/).filter(Boolean));

/** Every word of the query must be in the name, the brand or the code. */
function matchesQuery(words: string[]): SQL | undefined {
  return and(...words.map((word) => sql`${searchText} like ${`%${escapeLike(word.toLowerCase())}%`}`));
}

/** How many products the company may buy in one category with one stock status. */
interface Cell {
  category: string;
  status: StockStatus;
  count: number;
}

/** The total under both filters and each facet under the other's filter, from the same cells. */
function facetsOf(cells: Cell[], query: ProductSearchQuery) {
  const sum = (rows: Cell[]) => rows.reduce((total, cell) => total + cell.count, 0);
  const inCategory = (cell: Cell) => !query.category || cell.category === query.category;
  const inStatus = (cell: Cell) => !query.status || cell.status === query.status;
  const group = (rows: Cell[], key: (cell: Cell) => string) =>
    [...new Set(rows.map(key))].map((value) => ({
      value,
      count: sum(rows.filter((cell) => key(cell) === value)),
    }));
  return {
    total: sum(cells.filter((cell) => inCategory(cell) && inStatus(cell))),
    categories: group(cells.filter(inStatus), (cell) => cell.category),
    statuses: group(cells.filter(inCategory), (cell) => cell.status),
  };
}

export class CatalogueRepo {
  constructor(private readonly db: Database) {}

  private visible(companyId: string, storeId: string | undefined, where?: SQL) {
    const stock = stockOf(this.db, companyId, storeId);
    return this.db.$with('visible').as(
      this.db
        .select({
          ...getTableColumns(shopProducts),
          balance: stock.balance.as('balance'),
          stockStatus: stockStatusOf(stock.balance).as('stock_status'),
        })
        .from(shopProducts)
        .leftJoinLateral(stock.stock, sql`true`)
        .where(and(isOnline, inAssortment(companyId), where)),
    );
  }

  /**
   * §7 product search: one page in the chosen order, the total, and each facet counted under the other's
   * filter. All three come from one table of counts per category and stock status (decision 013): without
   * words and store it is read from the counts the triggers keep, else counted over the matches once.
   */
  async search(companyId: string, query: ProductSearchQuery) {
    const words = wordsOf(query.q);
    const visible = this.visible(companyId, query.storeId, matchesQuery(words));
    const byCategory = query.category ? eq(visible.category, query.category) : undefined;
    const byStatus = query.status ? eq(visible.stockStatus, query.status) : undefined;
    // Without words every name matches alike: the order is the name's, which an index walks.
    const relevance = words.length
      ? [desc(sql`lower(${visible.name}) like ${`${escapeLike(query.q.toLowerCase())}%`}`), asc(visible.name)]
      : [asc(visible.name)];
    const order = {
      relevance,
      name: [asc(visible.name)],
      'price-asc': [asc(visible.priceCents)],
      'price-desc': [desc(visible.priceCents)],
    }[query.sort];
    const page = () =>
      this.db
        .with(visible)
        .select()
        .from(visible)
        .where(and(byCategory, byStatus))
        .orderBy(...order, asc(visible.code))
        .limit(query.hits)
        .offset(query.offset);
    if (words.length || query.storeId) {
      const [items, cells] = await Promise.all([
        page(),
        this.db
          .with(visible)
          .select({ category: visible.category, status: visible.stockStatus, count: count() })
          .from(visible)
          .groupBy(visible.category, visible.stockStatus),
      ]);
      return { items: items as ProductRow[], ...facetsOf(cells, query) };
    }
    // The kept counts say first whether the page has anything: a filter nothing matches walks no index.
    const facets = facetsOf(await this.keptCounts(companyId), query);
    const items = facets.total > query.offset ? await page() : [];
    return { items: items as ProductRow[], ...facets };
  }

  /**
   * The company's products per category and stock status as the triggers of migration 0051 keep them: the
   * stocked ones per status, and the rest of its assortment's online products out of stock.
   */
  private async keptCounts(companyId: string): Promise<Cell[]> {
    const [stocked, online] = await Promise.all([
      this.db
        .select({
          category: shopStockCounts.category,
          status: sql<StockStatus>`${shopStockCounts.stockStatus}`,
          count: shopStockCounts.products,
        })
        .from(shopStockCounts)
        .where(and(eq(shopStockCounts.companyId, companyId), sql`${shopStockCounts.products} <> 0`)),
      this.db
        .select({ category: shopAssortmentCounts.category, count: shopAssortmentCounts.products })
        .from(shopAssortmentCounts)
        .where(
          and(
            sql`${shopAssortmentCounts.assortmentId} = ${assortmentOf(companyId)}`,
            sql`${shopAssortmentCounts.products} <> 0`,
          ),
        ),
    ]);
    return online.flatMap(({ category, count }) => {
      const cells = stocked.filter((cell) => cell.category === category);
      const left = cells.reduce((rest, cell) => rest - cell.count, count);
      return left > 0 ? [...cells, { category, status: 'noStock' as const, count: left }] : cells;
    });
  }

  /** One product the company may buy, with its stock; undefined when it is not for sale to the company. */
  async product(companyId: string, code: string, storeId?: string): Promise<ProductRow | undefined> {
    const visible = this.visible(companyId, storeId, eq(shopProducts.code, code));
    const [row] = await this.db.with(visible).select().from(visible);
    return row as ProductRow | undefined;
  }
}
