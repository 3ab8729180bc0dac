import { and, asc, count, desc, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  PRODUCT_SEARCH_COUNT_CAP,
  STOCK_STATUSES,
  type ProductSearchQuery,
  type StockStatus,
} from '@kaista/domain/matsku';
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

/** The text the search matches, the very expression of the trigram index shop_products_search_trgm_idx. */
const searchText = sql`lower(${shopProducts.name} || ' ' || ${shopProducts.brand} || ' ' || ${shopProducts.code})`;

/** The domain's stockStatus (§4) in SQL, so that the status facet filters and counts in the database. */
const stockStatusOf = (balance: SQL<number>) => sql<StockStatus>`case
  when ${balance} <= 0 then 'noStock'
  when ${balance} <= ${shopProducts.trafficLightThreshold} then 'lowStock'
  else 'inStock' end`;

/**
 * The order relevance walks: the lower-case name byte by byte, the expression of shop_products_name_key_idx,
 * whose range also finds the names that start with a text (`like 'text%'`, which the C collation lets an
 * index serve).
 */
const nameKey = sql`lower(${shopProducts.name}) collate "C"`;

/** Whether the name starts with the search's text (relevance ranks those first); false without words. */
const startsWith = (text: string | undefined) =>
  text ? sql<boolean>`${nameKey} like ${`${escapeLike(text.toLowerCase())}%`}` : sql<boolean>`false`;

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

/** Per category the stocked cells, and the rest of the category's online products out of stock. */
function withNoStock(stocked: Cell[], online: { category: string; count: number }[]): Cell[] {
  return online.flatMap(({ category, count }) => {
    const cells = stocked.filter((cell) => cell.category === category);
    const left = cells.reduce((rest, cell) => rest - cell.count, count);
    return left > 0 ? [...cells, { category, status: 'noStock' as const, count: left }] : cells;
  });
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
    all: sum(cells),
    total: sum(cells.filter((cell) => inCategory(cell) && inStatus(cell))),
    categories: group(cells.filter(inStatus), (cell) => cell.category),
    statuses: group(cells.filter(inCategory), (cell) => cell.status),
  };
}

type Visible = ReturnType<CatalogueRepo['visible']>;

export class CatalogueRepo {
  constructor(private readonly db: Database) {}

  /**
   * The products the company may buy that match `where`, with their stock; `starts` says whether the name
   * starts with the search's text (relevance ranks those first).
   */
  private visible(companyId: string, storeId: string | undefined, where?: SQL, text?: string) {
    const stock = stockOf(this.db, companyId, storeId);
    return this.db.$with('visible').as(
      this.db
        .select({
          ...getTableColumns(shopProducts),
          balance: stock.balance.as('balance'),
          stockStatus: stockStatusOf(stock.balance).as('stock_status'),
          nameKey: sql<string>`${nameKey}`.as('name_key'),
          starts: startsWith(text).as('starts'),
        })
        .from(shopProducts)
        .leftJoinLateral(stock.stock, sql`true`)
        .where(and(isOnline, inAssortment(companyId), where)),
    );
  }

  /**
   * §7 product search: one page in the chosen order, the total, and each facet counted under the other's
   * filter, all from one table of counts per category and stock status. Without words they are exact: the
   * counts the triggers keep (decision 013), with one store's stock counted over that store's rows. With
   * words at most PRODUCT_SEARCH_COUNT_CAP matches are counted (decision 016), so that no search works in
   * proportion to how common its words are.
   */
  async search(companyId: string, query: ProductSearchQuery) {
    const words = wordsOf(query.q);
    const matches = matchesQuery(words);
    const text = words.length ? query.q : undefined;
    const visible = this.visible(companyId, query.storeId, matches, text);
    let filters = and(
      query.category ? eq(visible.category, query.category) : undefined,
      query.status ? eq(visible.stockStatus, query.status) : undefined,
    );
    if (!words.length) {
      const cells = await this.filterCounts(companyId, query);
      const facets = facetsOf(cells, query);
      // The counts say first whether the page has anything: a filter nothing matches walks no index.
      const items =
        facets.total > query.offset
          ? ((await this.page(visible, words, query, filters)) as ProductRow[])
          : [];
      return { items, ...facets, capped: false, facetsCapped: false };
    }
    // The first CAP + 1 matches, in whatever order the index finds them, say whether there are more; when
    // they are all, the same statement ranks them and names the page (decision 016).
    const first = await this.firstMatches(visible, query);
    const facets = facetsOf(first.cells, query);
    if (facets.all <= PRODUCT_SEARCH_COUNT_CAP) {
      const items =
        facets.total > query.offset ? await this.byCodes(companyId, query.storeId, first.page) : [];
      return { items, ...facets, capped: false, facetsCapped: false };
    }
    // More match than are counted: the facets are the first matches'. Under a filter the kept counts say how
    // many products the company has under it at all; when few do, the filtered matches are found among
    // those, not by walking the words' matches until enough of them pass the filter (decision 016).
    if (filters) {
      const cells = await this.filterCounts(companyId, query);
      const kept = facetsOf(cells, query).total;
      if (kept === 0) return { items: [], ...facets, total: 0, capped: false, facetsCapped: true };
      if (kept <= PRODUCT_SEARCH_COUNT_CAP && query.status && query.status !== 'noStock') {
        const stocked = this.stockedVisible(companyId, query, query.status, kept, matches, text);
        const found = await this.firstMatches(stocked, query);
        const total = facetsOf(found.cells, query).total;
        const items = total > query.offset ? await this.byCodes(companyId, query.storeId, found.page) : [];
        return { items, ...facets, total, capped: false, facetsCapped: true };
      }
      // The planner takes an equality on the computed status for a rare one and, to find the page, would sort
      // every match instead of walking the name index; a status most of the company's products have is said
      // as the others' absence, which the planner takes for the common condition it is.
      const status = query.status;
      const company = facetsOf(cells, { ...query, status: undefined });
      if (status && facetsOf(cells, { ...query, category: undefined }).total * 2 >= company.all) {
        const others = STOCK_STATUSES.filter((other) => other !== status);
        filters = and(
          query.category ? eq(visible.category, query.category) : undefined,
          notInArray(visible.stockStatus, others),
        );
      }
    }
    // Otherwise the total under the filters is counted again up to the cap, so that the pages reach every
    // match when the filters leave fewer than that.
    const [items, total] = await Promise.all([
      this.page(visible, words, query, filters) as Promise<ProductRow[]>,
      filters
        ? this.db.$count(
            this.db
              .with(visible)
              .select({ code: visible.code })
              .from(visible)
              .where(filters)
              .limit(PRODUCT_SEARCH_COUNT_CAP + 1)
              .as('first_matches'),
          )
        : facets.all,
    ]);
    return {
      items,
      ...facets,
      total: Math.min(total, PRODUCT_SEARCH_COUNT_CAP),
      capped: total > PRODUCT_SEARCH_COUNT_CAP,
      facetsCapped: true,
    };
  }

  /** The company's (or one store's) products per category and stock status, exact without reading matches. */
  private filterCounts(companyId: string, query: ProductSearchQuery): Promise<Cell[]> {
    return query.storeId ? this.storeCounts(companyId, query.storeId) : this.keptCounts(companyId);
  }

  /**
   * One statement over the first CAP + 1 of `visible`: their counts per category and stock status, and the
   * codes of the page under the filters in the chosen order, which is the whole answer's page when they are
   * all the matches (the counts say so). The words' matches are read once, for the counts and the page.
   */
  private async firstMatches(visible: Visible, query: ProductSearchQuery) {
    const first = this.db.$with('first_matches').as(
      this.db
        .select({
          code: visible.code,
          name: visible.name,
          priceCents: visible.priceCents,
          category: visible.category,
          stockStatus: visible.stockStatus,
          nameKey: visible.nameKey,
          starts: visible.starts,
        })
        .from(visible)
        .limit(PRODUCT_SEARCH_COUNT_CAP + 1),
    );
    const order =
      query.sort === 'price-asc'
        ? [asc(first.priceCents)]
        : query.sort === 'price-desc'
          ? [desc(first.priceCents)]
          : query.sort === 'name'
            ? [asc(first.name)]
            : [desc(first.starts), asc(first.nameKey)];
    const page = this.db
      .select({ code: first.code })
      .from(first)
      .where(
        and(
          query.category ? eq(first.category, query.category) : undefined,
          query.status ? eq(first.stockStatus, query.status) : undefined,
        ),
      )
      .orderBy(...order, asc(first.code))
      .limit(query.hits)
      .offset(query.offset);
    const rows = await this.db
      .with(visible, first)
      .select({
        category: first.category,
        status: sql<StockStatus>`${first.stockStatus}`,
        count: count(),
        page: sql<string[]>`array(${page})`,
      })
      .from(first)
      .groupBy(first.category, first.stockStatus);
    return {
      cells: rows.map(({ category, status, count }) => ({ category, status, count })),
      page: rows[0]?.page ?? [],
    };
  }

  /** The products of a page by their codes, in the page's order. */
  private async byCodes(companyId: string, storeId: string | undefined, codes: string[]) {
    if (!codes.length) return [];
    const visible = this.visible(companyId, storeId, inArray(shopProducts.code, codes));
    const rows = (await this.db.with(visible).select().from(visible)) as ProductRow[];
    const at = new Map(codes.map((code, index) => [code, index]));
    return rows.sort((a, b) => at.get(a.code)! - at.get(b.code)!);
  }

  /**
   * Like `visible`, but found from the stock side: the company's products of one stocked status (in the
   * query's category), walked in the order of their balance until all `kept` of them (the kept count) are
   * found, or one store's stock rows, and of these the ones the words match. Bounded by how many products
   * have that status, not by how many the words match.
   */
  private stockedVisible(
    companyId: string,
    query: ProductSearchQuery,
    status: Exclude<StockStatus, 'noStock'>,
    kept: number,
    where: SQL | undefined,
    text: string | undefined,
  ) {
    const table = query.storeId ? shopStock : shopStockTotals;
    const walk = this.db
      .select({ code: table.productCode, balance: table.balance })
      .from(table)
      .innerJoin(shopProducts, eq(shopProducts.code, table.productCode))
      .where(
        and(
          eq(table.companyId, companyId),
          query.storeId ? eq(shopStock.storeId, query.storeId) : undefined,
          sql`${table.balance} > 0`,
          sql`shop_stock_status(${table.balance}, ${shopProducts.trafficLightThreshold}) = ${status}`,
          query.category ? eq(shopProducts.category, query.category) : undefined,
          isOnline,
          inAssortment(companyId),
        ),
      )
      .orderBy(status === 'lowStock' ? asc(table.balance) : desc(table.balance))
      .limit(kept)
      .as('walk');
    const balance = sql<number>`${walk.balance}`;
    return this.db.$with('visible').as(
      this.db
        .select({
          ...getTableColumns(shopProducts),
          balance: balance.as('balance'),
          stockStatus: stockStatusOf(balance).as('stock_status'),
          nameKey: sql<string>`${nameKey}`.as('name_key'),
          starts: startsWith(text).as('starts'),
        })
        .from(walk)
        .innerJoin(shopProducts, eq(shopProducts.code, walk.code))
        .where(where),
    );
  }

  /**
   * One page in the chosen order when there are no words, or when the words match more than the count's cap
   * (fewer are ranked whole by `firstMatches`). Relevance puts the names starting with the search's text
   * first: the starting names (a range of shop_products_name_key_idx) and then the others are walked in that
   * index's order, each walk stopping once the page is full: with many matches a page is near.
   */
  private async page(visible: Visible, words: string[], query: ProductSearchQuery, filters: SQL | undefined) {
    const take = (order: SQL[], where?: SQL) =>
      this.db
        .with(visible)
        .select()
        .from(visible)
        .where(and(filters, where))
        .orderBy(...order, asc(visible.code));
    if (query.sort === 'price-asc' || query.sort === 'price-desc') {
      const price = query.sort === 'price-asc' ? asc(visible.priceCents) : desc(visible.priceCents);
      return take([price]).limit(query.hits).offset(query.offset);
    }
    if (query.sort === 'name' || !words.length)
      return take([asc(visible.name)])
        .limit(query.hits)
        .offset(query.offset);
    const end = query.offset + query.hits;
    const starting = await take([asc(visible.nameKey)], sql`${visible.starts}`).limit(end);
    if (starting.length >= end) return starting.slice(query.offset);
    const skip = Math.max(0, query.offset - starting.length);
    const others = await take([asc(visible.nameKey)], sql`not ${visible.starts}`)
      .limit(end - starting.length - skip)
      .offset(skip);
    return [...starting.slice(query.offset), ...others];
  }

  /**
   * One store's stocked products per category and status, counted over that store's stock rows (a store
   * holds a part of the catalogue), and the rest of the assortment's online products out of stock there.
   */
  private async storeCounts(companyId: string, storeId: string): Promise<Cell[]> {
    const status = sql<StockStatus>`shop_stock_status(${shopStock.balance}, ${shopProducts.trafficLightThreshold})`;
    const [stocked, online] = await Promise.all([
      this.db
        .select({ category: shopProducts.category, status, count: count() })
        .from(shopStock)
        .innerJoin(shopProducts, eq(shopProducts.code, shopStock.productCode))
        .where(
          and(
            eq(shopStock.companyId, companyId),
            eq(shopStock.storeId, storeId),
            sql`${shopStock.balance} > 0`,
            isOnline,
            inAssortment(companyId),
          ),
        )
        .groupBy(shopProducts.category, status),
      this.onlineCounts(companyId),
    ]);
    return withNoStock(stocked, online);
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
      this.onlineCounts(companyId),
    ]);
    return withNoStock(stocked, online);
  }

  /** The online products of the company's assortment per category, as the triggers keep them. */
  private onlineCounts(companyId: string) {
    return this.db
      .select({ category: shopAssortmentCounts.category, count: shopAssortmentCounts.products })
      .from(shopAssortmentCounts)
      .where(
        and(
          sql`${shopAssortmentCounts.assortmentId} = ${assortmentOf(companyId)}`,
          sql`${shopAssortmentCounts.products} <> 0`,
        ),
      );
  }

  /** One product the company may buy, with its stock; undefined when it is not for sale to the company. */
  async product(companyId: string, code: string, storeId?: string): Promise<ProductRow | undefined> {
    const visible = this.visible(companyId, storeId, eq(shopProducts.code, code));
    const [row] = await this.db.with(visible).select().from(visible);
    return row as ProductRow | undefined;
  }
}
