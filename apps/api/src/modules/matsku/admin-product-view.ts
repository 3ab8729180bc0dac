import { adminStatus, type AdminProduct, type ProductFlags } from '@kaista/domain/matsku';
import type { AdminProductRow } from './admin-products.repo';
import { asCategory, toPrice } from './matsku-mapper';

/** The §4 status flags a product row holds. */
export const productFlags = (row: AdminProductRow): ProductFlags => ({
  sync: row.synced,
  approved: row.approved,
  online: row.online,
});

export function toAdminProduct(row: AdminProductRow): AdminProduct {
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
    status: adminStatus(productFlags(row)),
    totalStock: row.totalStock,
    inAssortment: row.inAssortment,
    version: row.version,
  };
}
