import type { AdminProduct, AdminProductDetail, AdminProductQuery } from '@kaista/domain/matsku';
import type { Page } from '@kaista/domain/shared/api';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import { badRequest, notFound } from '../../http-errors';
import { toAdminProduct } from './admin-product-view';
import type { AdminProductRow, AdminProductsRepo } from './admin-products.repo';
import type { AssortmentsRepo } from './assortments.repo';

/** §2 productadmin: the operator's product list and one product with its stock and assortments. */
export class AdminProductsService {
  constructor(
    private readonly productRepo: AdminProductsRepo,
    private readonly assortmentRepo: AssortmentsRepo,
  ) {}

  async products(query: AdminProductQuery): Promise<Page<AdminProduct>> {
    if (query.assortmentId && !(await this.assortmentRepo.assortment(query.assortmentId)))
      throw badRequest('Unknown assortment.', { assortmentId: FIELD_ERROR_KEYS.choice });
    const page = await this.productRepo.products(query);
    return { ...page, items: page.items.map(toAdminProduct) };
  }

  async row(code: string): Promise<AdminProductRow> {
    const row = await this.productRepo.product(code);
    if (!row) throw notFound('Product');
    return row;
  }

  async product(code: string): Promise<AdminProductDetail> {
    const row = await this.row(code);
    const [stock, assortments] = await Promise.all([
      this.productRepo.stock(code),
      this.productRepo.assortmentsOf(code),
    ]);
    return { ...toAdminProduct(row), description: row.description, stock, assortments };
  }

  /** The product as a change just left it, read after the change's transaction (404 if removed meanwhile). */
  async changed(code: string): Promise<AdminProduct> {
    return toAdminProduct(await this.row(code));
  }
}
