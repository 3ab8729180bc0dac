import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import type { ShopOrder, SubmitShopOrder } from '@kaista/domain/matsku';
import type { Database } from '../../db/client';
import { apiError, badRequest, preconditionFailed } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { CartRepo } from './cart.repo';
import type { LowStockAlert } from './low-stock-alert';
import { toOrder } from './matsku-mapper';
import { OrdersRepo } from './orders.repo';
import { ProductRepo } from './product.repo';

/**
 * §7 shop order: the cart becomes an order in one transaction that takes the stock from the place of
 * delivery. Any line the store cannot fill is NO_STOCK and nothing is written, so no unit is sold twice.
 */
export class OrdersService {
  constructor(
    private readonly db: Database,
    private readonly lowStock?: LowStockAlert,
  ) {}

  submit(actor: CompanyAccess, order: SubmitShopOrder, expected?: number): Promise<ShopOrder> {
    return this.db.transaction(async (tx) => {
      const carts = new CartRepo(tx);
      const cart = await carts.active(actor.companyId, actor.user.id, true);
      if (expected !== undefined && cart.version !== expected) throw preconditionFailed();
      const stores = await carts.stores(actor.companyId);
      if (!stores.some((store) => store.id === order.storeId))
        throw badRequest('Unknown place of delivery.', { storeId: FIELD_ERROR_KEYS.placeOfDelivery });
      const entries = await carts.entries(actor.companyId, cart);
      if (entries.length === 0) throw apiError('ILLEGAL_STATE', 'Invalid cart state: the cart is empty.');
      const catalogue = new ProductRepo(tx);
      const orders = new OrdersRepo(tx);
      // A fixed order of the stock rows, so two orders of the same products cannot wait for each other.
      for (const entry of [...entries].sort((a, b) => a.productCode.localeCompare(b.productCode))) {
        const product = await catalogue.product(actor.companyId, entry.productCode);
        if (!product) throw apiError('NO_STOCK', `${entry.name} is no longer for sale.`);
        const left = await orders.takeStock(
          actor.companyId,
          order.storeId,
          entry.productCode,
          entry.quantity,
        );
        if (left === null) throw apiError('NO_STOCK', `Not enough ${entry.name} in stock.`);
        await this.lowStock?.afterChange(tx, {
          companyId: actor.companyId,
          storeId: order.storeId,
          productCode: entry.productCode,
          balance: left,
          before: left + entry.quantity,
          threshold: product.trafficLightThreshold,
        });
      }
      return toOrder(await orders.create(cart, order, entries));
    });
  }
}
