import {
  PRODUCT_SEARCH_COUNT_CAP,
  SHOP_CATEGORIES,
  STOCK_STATUSES,
  type ProductSearchQuery,
  type ProductSearchResult,
  type ShopProduct,
} from '@kaista/domain/matsku';
import { notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { toProduct } from './matsku-mapper';
import type { ProductRepo } from './product.repo';
import type { ProductSearchRepo } from './product-search.repo';

/**
 * Facet counts in the enumeration's order, leaving out values with nothing to show; a count of the first
 * matches (decision 016) says no more than the cap.
 */
function facet<T extends string>(order: readonly T[], counts: { value: string; count: number }[]) {
  return order.flatMap((value) => {
    const found = counts.find((row) => row.value === value);
    return found ? [{ value, count: Math.min(found.count, PRODUCT_SEARCH_COUNT_CAP) }] : [];
  });
}

/** §7 catalogue: what the company may buy (its assortment, online products only) with the stock. */
export class CatalogueService {
  constructor(
    private readonly productSearch: ProductSearchRepo,
    private readonly products: ProductRepo,
  ) {}

  async search(actor: CompanyAccess, query: ProductSearchQuery): Promise<ProductSearchResult> {
    const found = await this.productSearch.search(actor.companyId, query);
    return {
      items: found.items.map(toProduct),
      total: found.total,
      capped: found.capped,
      offset: query.offset,
      hits: query.hits,
      facets: {
        categories: facet(SHOP_CATEGORIES, found.categories),
        statuses: facet(STOCK_STATUSES, found.statuses),
        capped: found.facetsCapped,
      },
    };
  }

  async product(actor: CompanyAccess, code: string, storeId?: string): Promise<ShopProduct> {
    const row = await this.products.product(actor.companyId, code, storeId);
    if (!row) throw notFound('Product');
    return toProduct(row);
  }
}
