import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_SEARCH_COUNT_CAP, STOCK_STATUSES, type ProductSearchQuery } from '@kaista/domain/matsku';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { shopProducts } from '../../db/schema';
import { facetsOf } from './facet-counts';
import { FacetCountsRepo } from './facet-counts.repo';
import { ProductPagesRepo } from './product-pages.repo';
import { stockedProducts } from './stocked-products';
import { visibleProducts, type ProductRow } from './visible-products';

/** The text the search matches, the very expression of the trigram index shop_products_search_trgm_idx. */
const searchText = sql`lower(${shopProducts.name} || ' ' || ${shopProducts.brand} || ' ' || ${shopProducts.code})`;

/** The words of a query; `*` (and nothing) is everything. */
const wordsOf = (q: string) => (q === '*' ? [] : q.split(/\s+/).filter(Boolean));

/** Every word of the query must be in the name, the brand or the code. */
function matchesQuery(words: string[]): SQL | undefined {
  return and(...words.map((word) => sql`${searchText} like ${containing(word.toLowerCase())}`));
}

export class ProductSearchRepo {
  private readonly counts: FacetCountsRepo;
  private readonly pages: ProductPagesRepo;

  constructor(private readonly db: Database) {
    this.counts = new FacetCountsRepo(db);
    this.pages = new ProductPagesRepo(db);
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
    const visible = visibleProducts(this.db, companyId, query.storeId, matches, text);
    let filters = and(
      query.category ? eq(visible.category, query.category) : undefined,
      query.status ? eq(visible.stockStatus, query.status) : undefined,
    );
    if (!words.length) {
      const cells = await this.counts.filterCounts(companyId, query);
      const facets = facetsOf(cells, query);
      // The counts say first whether the page has anything: a filter nothing matches walks no index.
      const items =
        facets.total > query.offset
          ? ((await this.pages.page(visible, words, query, filters)) as ProductRow[])
          : [];
      return { items, ...facets, capped: false, facetsCapped: false };
    }
    // The first CAP + 1 matches, in whatever order the index finds them, say whether there are more; when
    // they are all, the same statement ranks them and names the page (decision 016).
    const first = await this.pages.firstMatches(visible, query);
    const facets = facetsOf(first.cells, query);
    if (facets.all <= PRODUCT_SEARCH_COUNT_CAP) {
      const items =
        facets.total > query.offset ? await this.pages.byCodes(companyId, query.storeId, first.page) : [];
      return { items, ...facets, capped: false, facetsCapped: false };
    }
    // More match than are counted: the facets are the first matches'. Under a filter the kept counts say how
    // many products the company has under it at all; when few do, the filtered matches are found among
    // those, not by walking the words' matches until enough of them pass the filter (decision 016).
    if (filters) {
      const cells = await this.counts.filterCounts(companyId, query);
      const kept = facetsOf(cells, query).total;
      if (kept === 0) return { items: [], ...facets, total: 0, capped: false, facetsCapped: true };
      if (kept <= PRODUCT_SEARCH_COUNT_CAP && query.status && query.status !== 'noStock') {
        const stocked = stockedProducts(this.db, companyId, query, query.status, kept, matches, text);
        const found = await this.pages.firstMatches(stocked, query);
        const total = facetsOf(found.cells, query).total;
        const items =
          total > query.offset ? await this.pages.byCodes(companyId, query.storeId, found.page) : [];
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
      this.pages.page(visible, words, query, filters) as Promise<ProductRow[]>,
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
}
