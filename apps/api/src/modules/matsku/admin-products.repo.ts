import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AdminProductQuery } from '@kaista/domain/matsku';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { qualified } from '../../db/qualified-column';
import {
  companies,
  shopAssortmentProducts,
  shopAssortments,
  shopProducts,
  shopStock,
  shopStores,
} from '../../db/schema';
import { adminProductFilter } from './admin-product-filters';
import { nameKey } from './visible-products';

export type AdminProductRow = typeof shopProducts.$inferSelect & {
  totalStock: number;
  inAssortment: boolean | null;
};

const totalStock = sql<number>`coalesce((select sum(${shopStock.balance}) from ${shopStock}
  where ${shopStock.productCode} = ${qualified(shopProducts.code)}), 0)::int`;

/** One product of the operator's catalogue with its total stock; also read inside a write's transaction. */
export async function adminProduct(db: Database, code: string): Promise<AdminProductRow | null> {
  const [row] = await db
    .select({
      ...getTableColumns(shopProducts),
      totalStock: totalStock.as('total_stock'),
      inAssortment: sql<null>`null`,
    })
    .from(shopProducts)
    .where(eq(shopProducts.code, code));
  return (row as AdminProductRow | undefined) ?? null;
}

/** The operator's catalogue as read: the list, one product, its stock and its assortments. */
export class AdminProductsRepo {
  constructor(private readonly db: Database) {}

  products(query: AdminProductQuery) {
    const where = adminProductFilter(query);
    const inAssortment = query.assortmentId
      ? sql<boolean>`exists (select 1 from ${shopAssortmentProducts}
          where ${shopAssortmentProducts.assortmentId} = ${query.assortmentId}
            and ${shopAssortmentProducts.productCode} = ${qualified(shopProducts.code)})`
      : sql<null>`null`;
    return paginate(this.db, query, {
      rows: async ({ offset, pageSize }) =>
        (await this.db
          .select({
            ...getTableColumns(shopProducts),
            totalStock: totalStock.as('total_stock'),
            inAssortment: inAssortment.as('in_assortment'),
          })
          .from(shopProducts)
          .where(where)
          .orderBy(nameKey, asc(shopProducts.code))
          .limit(pageSize)
          .offset(offset)) as AdminProductRow[],
      matches: this.db
        .select({ one: sql`1` })
        .from(shopProducts)
        .where(where)
        .$dynamic(),
    });
  }

  product(code: string): Promise<AdminProductRow | null> {
    return adminProduct(this.db, code);
  }

  /** The product's balance in every store that keeps it, by company and store. */
  stock(code: string) {
    return this.db
      .select({
        companyId: shopStock.companyId,
        companyName: companies.name,
        storeId: shopStock.storeId,
        storeName: shopStores.name,
        balance: shopStock.balance,
      })
      .from(shopStock)
      .innerJoin(
        shopStores,
        and(eq(shopStores.companyId, shopStock.companyId), eq(shopStores.id, shopStock.storeId)),
      )
      .innerJoin(companies, eq(companies.id, shopStock.companyId))
      .where(eq(shopStock.productCode, code))
      .orderBy(asc(companies.name), asc(shopStock.storeId));
  }

  assortmentsOf(code: string) {
    return this.db
      .select({ id: shopAssortments.id, name: shopAssortments.name })
      .from(shopAssortmentProducts)
      .innerJoin(shopAssortments, eq(shopAssortments.id, shopAssortmentProducts.assortmentId))
      .where(eq(shopAssortmentProducts.productCode, code))
      .orderBy(asc(shopAssortments.name));
  }
}
