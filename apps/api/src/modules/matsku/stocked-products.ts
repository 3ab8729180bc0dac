import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductSearchQuery, StockStatus } from '@kaista/domain/matsku';
import type { Database } from '../../db/client';
import { shopProducts, shopStock, shopStockTotals } from '../../db/schema';
import { inAssortment, isOnline, productColumns } from './visible-products';

/**
 * Like `visibleProducts`, but found from the stock side: the company's products of one stocked status (in the
 * query's category), walked in the order of their balance until all `kept` of them (the kept count) are
 * found, or one store's stock rows, and of these the ones the words match. Bounded by how many products
 * have that status, not by how many the words match.
 */
export function stockedProducts(
  db: Database,
  companyId: string,
  query: ProductSearchQuery,
  status: Exclude<StockStatus, 'noStock'>,
  kept: number,
  where: SQL | undefined,
  text: string | undefined,
) {
  const table = query.storeId ? shopStock : shopStockTotals;
  const walk = db
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
  return db.$with('visible').as(
    db
      .select(productColumns(sql<number>`${walk.balance}`, text))
      .from(walk)
      .innerJoin(shopProducts, eq(shopProducts.code, walk.code))
      .where(where),
  );
}
