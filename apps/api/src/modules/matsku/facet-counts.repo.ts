import { and, count, eq, sql } from 'drizzle-orm';
import type { ProductSearchQuery, StockStatus } from '@kaista/domain/matsku';
import type { Database } from '../../db/client';
import { shopAssortmentCounts, shopProducts, shopStock, shopStockCounts } from '../../db/schema';
import { withNoStock, type Cell } from './facet-counts';
import { assortmentOf, inAssortment, isOnline } from './visible-products';

/**
 * The company's (or one store's) products per category and stock status, exact without reading matches:
 * the counts the triggers keep (decision 013), with one store's stock counted over that store's rows.
 */
export class FacetCountsRepo {
  constructor(private readonly db: Database) {}

  filterCounts(companyId: string, query: ProductSearchQuery): Promise<Cell[]> {
    return query.storeId ? this.storeCounts(companyId, query.storeId) : this.keptCounts(companyId);
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
}
