import {
  adminStatus,
  statusChangeFlags,
  type AdminProduct,
  type AdminProductDetail,
  type AdminProductQuery,
  type Assortment,
  type CreateAssortment,
  type ProductStatusInput,
  type StockBalanceInput,
  type UpdateAssortmentValues,
} from '@kaista/domain/matsku';
import type { Page } from '@kaista/domain/shared/api';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import { apiError, badRequest, notFound } from '../../http-errors';
import type { AuditRecorder } from '../../routing/change-audit';
import type { AdminProductChangesRepo } from './admin-product-changes.repo';
import type { AdminProductRow, AdminProductsRepo } from './admin-products.repo';
import type { AssortmentsRepo } from './assortments.repo';
import type { LowStockAlert } from './low-stock-alert';
import { asCategory, toPrice } from './matsku-mapper';

function toAdminProduct(row: AdminProductRow): AdminProduct {
  const flags = { sync: row.synced, approved: row.approved, online: row.online };
  return {
    code: row.code,
    name: row.name,
    brand: row.brand,
    category: asCategory(row.category),
    price: toPrice(row.priceCents),
    packageSize: row.packageSize,
    trafficLightThreshold: row.trafficLightThreshold,
    synced: row.synced,
    approved: row.approved,
    online: row.online,
    status: adminStatus(flags),
    totalStock: row.totalStock,
    inAssortment: row.inAssortment,
    version: row.version,
  };
}

const listed = (values: readonly string[]) => (values.length ? values.join(', ') : '–');

/**
 * The operator's side of the partner shop (§2 productadmin and assortments, §4 product status): rules of
 * status changes, stock edits and assortment changes; every change is conditional on the version read and
 * audited in its own transaction in the log of no company (0), as the catalogue is every company's.
 */
export class ProductAdminService {
  constructor(
    private readonly productRepo: AdminProductsRepo,
    private readonly changeRepo: AdminProductChangesRepo,
    private readonly assortmentRepo: AssortmentsRepo,
    private readonly lowStock: LowStockAlert,
  ) {}

  async products(query: AdminProductQuery): Promise<Page<AdminProduct>> {
    if (query.assortmentId && !(await this.assortmentRepo.assortment(query.assortmentId)))
      throw badRequest('Unknown assortment.', { assortmentId: FIELD_ERROR_KEYS.choice });
    const page = await this.productRepo.products(query);
    return { ...page, items: page.items.map(toAdminProduct) };
  }

  async product(code: string): Promise<AdminProductDetail> {
    const row = await this.productRepo.product(code);
    if (!row) throw notFound('Product');
    const [stock, assortments] = await Promise.all([
      this.productRepo.stock(code),
      this.productRepo.assortmentsOf(code),
    ]);
    return { ...toAdminProduct(row), description: row.description, stock, assortments };
  }

  /**
   * §4: approval puts a synchronised product online; an unsynchronised one stays pending and is refused
   * (ILLEGAL_STATE) until it is synchronised. Withdrawal takes it offline, out of every shop at once.
   */
  async setStatus(
    code: string,
    expected: number | undefined,
    input: ProductStatusInput,
    audit: AuditRecorder,
  ): Promise<AdminProduct> {
    const before = await this.productRepo.product(code);
    if (!before) throw notFound('Product');
    const flags = statusChangeFlags(
      { sync: before.synced, approved: before.approved, online: before.online },
      input.status,
    );
    if (!flags)
      throw apiError('ILLEGAL_STATE', 'Invalid product state: synchronise the product before approving it.');
    const beforeStatus = adminStatus({
      sync: before.synced,
      approved: before.approved,
      online: before.online,
    });
    await this.changeRepo.setFlags(
      code,
      expected,
      { synced: flags.sync, approved: flags.approved, online: flags.online },
      audit('shop-product.status', `${before.name} (${code}): ${beforeStatus} → ${adminStatus(flags)}`),
    );
    return toAdminProduct((await this.productRepo.product(code))!);
  }

  /** A staged product's synchronisation: it is synced, and online if it was approved and online already. */
  async synchronize(code: string, expected: number | undefined, audit: AuditRecorder): Promise<AdminProduct> {
    const before = await this.productRepo.product(code);
    if (!before) throw notFound('Product');
    if (before.synced) throw apiError('ILLEGAL_STATE', 'Invalid product state: the product is synchronised.');
    await this.changeRepo.setFlags(
      code,
      expected,
      { synced: true, approved: before.approved, online: before.online },
      audit('shop-product.sync', `${before.name} (${code})`),
    );
    return toAdminProduct((await this.productRepo.product(code))!);
  }

  /** A store's balance set by hand; a change to at or under the threshold alerts like an order does. */
  async setStock(
    code: string,
    expected: number | undefined,
    input: StockBalanceInput,
    audit: AuditRecorder,
  ): Promise<AdminProductDetail> {
    const product = await this.productRepo.product(code);
    if (!product) throw notFound('Product');
    const store = { companyId: input.companyId, storeId: input.storeId };
    const known = await this.changeRepo.setBalance(
      code,
      expected,
      store,
      input.balance,
      async (tx, before) => {
        await audit(
          'shop-product.stock',
          `${product.name} (${code}), ${input.companyId}/${input.storeId}: ${before} → ${input.balance}`,
        )(tx);
        await this.lowStock.afterChange(tx, {
          ...store,
          productCode: code,
          balance: input.balance,
          before,
          threshold: product.trafficLightThreshold,
        });
      },
    );
    if (!known) throw badRequest('Unknown store.', { storeId: FIELD_ERROR_KEYS.choice });
    return this.product(code);
  }

  async assortments(): Promise<Assortment[]> {
    return this.assortmentRepo.assortments();
  }

  private async oneAssortment(id: string): Promise<Assortment> {
    const found = (await this.assortmentRepo.assortments()).find((assortment) => assortment.id === id);
    if (!found) throw notFound('Assortment');
    return found;
  }

  async createAssortment(input: CreateAssortment, audit: AuditRecorder): Promise<Assortment> {
    const name = input.name.trim();
    if (await this.assortmentRepo.nameTaken(name))
      throw badRequest('The name is taken.', { name: FIELD_ERROR_KEYS.assortmentNameTaken });
    const row = await this.assortmentRepo.createAssortment(name, audit('shop-assortment.create', name));
    return this.oneAssortment(row.id);
  }

  /**
   * Renames an assortment, sets the companies that buy from it and adds and removes products. The default
   * assortment serves every company without its own, so no company is named for it.
   */
  async updateAssortment(
    id: string,
    expected: number | undefined,
    input: UpdateAssortmentValues,
    audit: AuditRecorder,
  ): Promise<Assortment> {
    const before = await this.assortmentRepo.assortment(id);
    if (!before) throw notFound('Assortment');
    const name = input.name.trim();
    if (await this.assortmentRepo.nameTaken(name, id))
      throw badRequest('The name is taken.', { name: FIELD_ERROR_KEYS.assortmentNameTaken });
    const companyIds = [...new Set(input.companyIds)].sort();
    if (before.isDefault && companyIds.length)
      throw badRequest('The default assortment serves every company without its own.', {
        companyIds: FIELD_ERROR_KEYS.choice,
      });
    const addProducts = [...new Set(input.addProducts)];
    const removeProducts = [...new Set(input.removeProducts)];
    const known = await this.assortmentRepo.existing(companyIds, [...addProducts, ...removeProducts]);
    if (companyIds.some((companyId) => !known.companies.has(companyId)))
      throw badRequest('A chosen company does not exist.', { companyIds: FIELD_ERROR_KEYS.choice });
    if (addProducts.some((code) => !known.products.has(code)))
      throw badRequest('A chosen product does not exist.', { addProducts: FIELD_ERROR_KEYS.choice });
    const beforeCompanies = before.isDefault ? [] : await this.assortmentRepo.companiesOf(id);
    const subject = [
      before.name === name ? name : `${before.name} → ${name}`,
      before.isDefault ? null : `companies ${listed(beforeCompanies)} → ${listed(companyIds)}`,
      addProducts.length ? `+${addProducts.join(' +')}` : null,
      removeProducts.length ? `−${removeProducts.join(' −')}` : null,
    ]
      .filter(Boolean)
      .join('; ');
    await this.assortmentRepo.updateAssortment(
      id,
      expected,
      { name, companyIds, addProducts, removeProducts },
      audit('shop-assortment.update', subject),
    );
    return this.oneAssortment(id);
  }
}
