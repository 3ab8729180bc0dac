import type { AdminProduct, MatskuCart, ShopProduct } from '@kaista/domain/matsku';
import { testUser } from '../../test/test-users';

export const KETTU = '100003';
export const REPRESENTATIVE = testUser(
  [],
  [{ uid: KETTU, roles: ['REPMAINUSER'], permissions: ['PartnerPortal'] }],
);

export const product = (code: string, name: string, extra: Partial<ShopProduct> = {}): ShopProduct => ({
  code,
  name,
  brand: 'Jabra',
  description: 'Toimistokuulokkeet',
  category: 'headphone',
  price: { value: 219, currencyIso: 'EUR' },
  imageUrl: '/shop-images/500x500/headphones.svg',
  packageSize: 1,
  trafficLightThreshold: 3,
  status: 'online',
  stock: { balance: 25, status: 'inStock', light: 'GREEN' },
  ...extra,
});

export const cartWith = (
  entries: { entryNumber: number; quantity: number; product: ShopProduct; storeBalance?: number }[],
  version = 1,
  storeId: string | null = null,
): MatskuCart => ({
  code: 'c0ffee00-0000-4000-8000-000000000001',
  active: true,
  totalItems: entries.reduce((sum, entry) => sum + entry.quantity, 0),
  totalPrice: {
    value: entries.reduce((sum, entry) => sum + entry.quantity * entry.product.price.value, 0),
    currencyIso: 'EUR',
  },
  entries: entries.map(({ entryNumber, quantity, product: item, storeBalance }) => ({
    entryNumber,
    quantity,
    totalPrice: { value: quantity * item.price.value, currencyIso: 'EUR' },
    product: {
      code: item.code,
      name: item.name,
      price: item.price,
      imageUrl: item.imageUrl,
      packageSize: item.packageSize,
    },
    storeBalance: storeId === null ? null : (storeBalance ?? item.stock.balance),
  })),
  storeId,
  endCustomerReference: null,
  version,
});

/** A product as the product administration lists it: approved and online unless the flags say otherwise. */
export const adminProduct = (code: string, name: string, flags: Partial<AdminProduct>): AdminProduct => ({
  code,
  name,
  brand: 'Apple',
  category: 'cableadapter',
  price: { value: 19.9, currencyIso: 'EUR' },
  packageSize: 1,
  trafficLightThreshold: 3,
  synced: true,
  approved: true,
  online: true,
  status: 'online',
  totalStock: 12,
  inAssortment: null,
  version: 5,
  ...flags,
});
