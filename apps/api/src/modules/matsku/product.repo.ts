import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopProducts } from '../../db/schema';
import { visibleProducts, type ProductRow } from './visible-products';

/** One product of the catalogue as the company sees it: for sale to it, with its stock. */
export class ProductRepo {
  constructor(private readonly db: Database) {}

  /** One product the company may buy, with its stock; undefined when it is not for sale to the company. */
  async product(companyId: string, code: string, storeId?: string): Promise<ProductRow | undefined> {
    const visible = visibleProducts(this.db, companyId, storeId, eq(shopProducts.code, code));
    const [row] = await this.db.with(visible).select().from(visible);
    return row as ProductRow | undefined;
  }
}
