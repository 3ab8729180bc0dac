import type { Database } from '../db/client';
import {
  shopAssortmentProducts,
  shopAssortments,
  shopCompanyAssortments,
  shopProducts,
  shopStock,
  shopStores,
} from '../db/schema';
import { DEMO_COMPANY, demoUuid } from './demo-ids';
import { DEMO_PRODUCTS, DEMO_STORES, type DemoProduct } from './demo-shop-catalogue';

const FLAGS = {
  online: { synced: true, approved: true, online: true },
  pending: { synced: false, approved: true, online: true },
  offline: { synced: true, approved: false, online: false },
} as const;

// Business services are sold by the operator's own sales, not over a retail counter.
const RETAIL_EXCLUDED = new Set(['network-solution', 'corporate-services', 'report']);
const isRetail = (product: DemoProduct) => !RETAIL_EXCLUDED.has(product.category);
const isBasic = (product: DemoProduct) => !['laptop', 'device-subscriptions'].includes(product.category);

/**
 * The partner shop's catalogue (devices, accessories and services), two assortments (the default one and
 * Kettu's retail one, which includes the pending and offline products so that an approval shows at once),
 * and Kettu's four stores with their stock.
 */
export async function seedMatsku(db: Database): Promise<void> {
  await db.insert(shopProducts).values(
    DEMO_PRODUCTS.map((product) => ({
      code: product.code,
      name: product.name,
      brand: product.brand,
      description: product.description,
      category: product.category,
      priceCents: Math.round(product.price * 100),
      image: product.image,
      packageSize: product.packageSize ?? 1,
      trafficLightThreshold: product.packageSize ? product.packageSize * 2 : 3,
      ...FLAGS[product.state ?? 'online'],
    })),
  );
  const basic = demoUuid(70, 1);
  const retail = demoUuid(70, 2);
  await db.insert(shopAssortments).values([
    { id: basic, name: 'Perusvalikoima', isDefault: true },
    { id: retail, name: 'Kettu Retail -valikoima' },
  ]);
  const members = (id: string, keep: (product: DemoProduct) => boolean) =>
    DEMO_PRODUCTS.filter(keep).map((product) => ({ assortmentId: id, productCode: product.code }));
  await db
    .insert(shopAssortmentProducts)
    .values([
      ...members(basic, (product) => isBasic(product) && !product.state),
      ...members(retail, isRetail),
    ]);
  await db.insert(shopCompanyAssortments).values({ companyId: DEMO_COMPANY.kettu, assortmentId: retail });
  await db
    .insert(shopStores)
    .values(DEMO_STORES.map((store) => ({ companyId: DEMO_COMPANY.kettu, ...store })));
  await db.insert(shopStock).values(
    DEMO_PRODUCTS.flatMap((product) =>
      DEMO_STORES.map((store, index) => ({
        companyId: DEMO_COMPANY.kettu,
        storeId: store.id,
        productCode: product.code,
        balance: product.stock[index] ?? 0,
      })),
    ),
  );
}
