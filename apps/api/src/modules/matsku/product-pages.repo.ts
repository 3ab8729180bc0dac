import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_SEARCH_COUNT_CAP, type ProductSearchQuery, type StockStatus } from '@kaista/domain/matsku';
import type { Database } from '../../db/client';
import { shopProducts } from '../../db/schema';
import { visibleProducts, type ProductRow, type Visible } from './visible-products';

/** A page of the product search in the chosen order, found the way the search's counts allow. */
export class ProductPagesRepo {
  constructor(private readonly db: Database) {}

  /**
   * One statement over the first CAP + 1 of `visible`: their counts per category and stock status, and the
   * codes of the page under the filters in the chosen order, which is the whole answer's page when they are
   * all the matches (the counts say so). The words' matches are read once, for the counts and the page.
   */
  async firstMatches(visible: Visible, query: ProductSearchQuery) {
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
            ? [asc(first.nameKey)]
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
  async byCodes(companyId: string, storeId: string | undefined, codes: string[]) {
    if (!codes.length) return [];
    const visible = visibleProducts(this.db, companyId, storeId, inArray(shopProducts.code, codes));
    const rows = (await this.db.with(visible).select().from(visible)) as ProductRow[];
    const at = new Map(codes.map((code, index) => [code, index]));
    return rows.sort((a, b) => at.get(a.code)! - at.get(b.code)!);
  }

  /**
   * One page in the chosen order when there are no words, or when the words match more than the count's cap
   * (fewer are ranked whole by `firstMatches`). The name order walks shop_products_name_key_idx, or with a
   * category shop_products_category_name_key_idx. Relevance puts the names starting with the search's text
   * first: the starting names (a range of shop_products_name_key_idx) and then the others are walked in that
   * index's order, each walk stopping once the page is full: with many matches a page is near.
   */
  async page(visible: Visible, words: string[], query: ProductSearchQuery, filters: SQL | undefined) {
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
      return take([asc(visible.nameKey)])
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
}
