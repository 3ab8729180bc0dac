import {
  productStatus,
  SHOP_CATEGORIES,
  trafficLight,
  type MatskuCart,
  type PastShopOrder,
  type Price,
  type ShopCategory,
  type ShopOrder,
  type ShopProduct,
} from '@kaista/domain/matsku';
import { CURRENCY } from '@kaista/domain/shared/enums';
import type { CartRow, EntryRow } from './cart.repo';
import type { ShopOrderLineRow, ShopOrderRow } from './orders.repo';
import type { ProductRow } from './visible-products';

/** §9: shop images are served from this base in 500, 190, 130 and 60 px sizes. */
export const SHOP_IMAGE_BASE = '/shop-images';

export const imageUrl = (image: string) => `${SHOP_IMAGE_BASE}/500x500/${image}.svg`;
export const toPrice = (cents: number): Price => ({ value: cents / 100, currencyIso: CURRENCY });
export const asCategory = (value: string): ShopCategory =>
  (SHOP_CATEGORIES as readonly string[]).includes(value) ? (value as ShopCategory) : 'phone';

export function toProduct(row: ProductRow): ShopProduct {
  return {
    code: row.code,
    name: row.name,
    brand: row.brand,
    description: row.description,
    category: asCategory(row.category),
    price: toPrice(row.priceCents),
    imageUrl: imageUrl(row.image),
    packageSize: row.packageSize,
    trafficLightThreshold: row.trafficLightThreshold,
    status: productStatus({ sync: row.synced, approved: row.approved, online: row.online }),
    stock: { balance: row.balance, status: row.stockStatus, light: trafficLight(row.stockStatus) },
  };
}

export function toCart(cart: CartRow, entries: EntryRow[]): MatskuCart {
  return {
    code: cart.code,
    active: cart.active,
    totalItems: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    totalPrice: toPrice(entries.reduce((sum, entry) => sum + entry.quantity * entry.priceCents, 0)),
    entries: entries.map((entry) => ({
      entryNumber: entry.entryNumber,
      quantity: entry.quantity,
      totalPrice: toPrice(entry.quantity * entry.priceCents),
      product: {
        code: entry.productCode,
        name: entry.name,
        price: toPrice(entry.priceCents),
        imageUrl: imageUrl(entry.image),
        packageSize: entry.packageSize,
      },
      storeBalance: cart.storeId === null ? null : (entry.storeBalance ?? 0),
    })),
    storeId: cart.storeId,
    endCustomerReference: cart.endCustomerReference,
    version: cart.version,
  };
}

export function toOrder(row: ShopOrderRow): ShopOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    storeId: row.storeId,
    endCustomerReference: row.endCustomerReference,
    totalItems: row.totalItems,
    totalPrice: toPrice(row.totalCents),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPastOrder(row: ShopOrderRow, lines: ShopOrderLineRow[]): PastShopOrder {
  return {
    ...toOrder(row),
    lines: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        productCode: line.productCode,
        name: line.name,
        quantity: line.quantity,
        unitPrice: toPrice(line.unitPriceCents),
      })),
  };
}
