import {
  adminStatus,
  statusChangeFlags,
  type AdminProduct,
  type AdminProductDetail,
  type ProductStatusInput,
  type StockBalanceChange,
} from '@kaista/domain/matsku';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import { apiError, badRequest } from '../../http-errors';
import type { AuditRecorder } from '../../routing/change-audit';
import type { AdminProductChangesRepo } from './admin-product-changes.repo';
import { productFlags } from './admin-product-view';
import type { AdminProductsService } from './admin-products.service';
import type { LowStockAlert } from './low-stock-alert';

/**
 * §4 product status and stock, changed by the operator: every change is conditional on the version read
 * and audited in its own transaction in the log of no company (0), as the catalogue is every company's.
 */
export class AdminProductChangesService {
  constructor(
    private readonly products: AdminProductsService,
    private readonly changeRepo: AdminProductChangesRepo,
    private readonly lowStock: LowStockAlert,
  ) {}

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
    const before = await this.products.row(code);
    const beforeFlags = productFlags(before);
    const flags = statusChangeFlags(beforeFlags, input.status);
    if (!flags)
      throw apiError('ILLEGAL_STATE', 'Invalid product state: synchronise the product before approving it.');
    const beforeStatus = adminStatus(beforeFlags);
    await this.changeRepo.setFlags(
      code,
      expected,
      { synced: flags.sync, approved: flags.approved, online: flags.online },
      audit('shop-product.status', `${before.name} (${code}): ${beforeStatus} → ${adminStatus(flags)}`),
    );
    return this.products.changed(code);
  }

  /** A staged product's synchronisation: it is synced, and online if it was approved and online already. */
  async synchronize(code: string, expected: number | undefined, audit: AuditRecorder): Promise<AdminProduct> {
    const before = await this.products.row(code);
    if (before.synced) throw apiError('ILLEGAL_STATE', 'Invalid product state: the product is synchronised.');
    await this.changeRepo.setFlags(
      code,
      expected,
      { synced: true, approved: before.approved, online: before.online },
      audit('shop-product.sync', `${before.name} (${code})`),
    );
    return this.products.changed(code);
  }

  /** A store's balance set by hand; a change to at or under the threshold alerts like an order does. */
  async setStock(
    code: string,
    expected: number | undefined,
    input: StockBalanceChange,
    audit: AuditRecorder,
  ): Promise<AdminProductDetail> {
    const product = await this.products.row(code);
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
    return this.products.product(code);
  }
}
