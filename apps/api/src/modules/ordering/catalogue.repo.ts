import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { OrderCategory } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import {
  catalogueBundleProducts,
  catalogueBundles,
  catalogueCharacteristics,
  cataloguePrices,
  catalogueProductRules,
  catalogueProducts,
  catalogueRootTemplates,
  catalogueVersion,
} from '../../db/schema';

export type ProductRow = typeof catalogueProducts.$inferSelect;
export type PriceRow = typeof cataloguePrices.$inferSelect;
export type BundleRow = typeof catalogueBundles.$inferSelect;
export type BundleProductRow = typeof catalogueBundleProducts.$inferSelect;
export type CharacteristicRow = typeof catalogueCharacteristics.$inferSelect;
export type RuleRow = typeof catalogueProductRules.$inferSelect;

/** One root template with every row its bundle structure is made of. */
export interface StructureRows {
  template: typeof catalogueRootTemplates.$inferSelect;
  bundles: BundleRow[];
  bundleProducts: BundleProductRow[];
  products: ProductRow[];
  prices: PriceRow[];
  characteristics: CharacteristicRow[];
  rules: RuleRow[];
}

/** The catalogue's SQL: offerings by category and root templates with their bundles, products and rules. */
export class CatalogueRepo {
  constructor(private readonly db: Database) {}

  async offerings(
    category: OrderCategory | undefined,
  ): Promise<{ products: ProductRow[]; prices: PriceRow[] }> {
    const where = and(
      eq(catalogueProducts.active, true),
      isNotNull(catalogueProducts.rootTemplateId),
      category ? eq(catalogueProducts.category, category) : undefined,
    );
    const products = await this.db
      .select()
      .from(catalogueProducts)
      .where(where)
      .orderBy(asc(catalogueProducts.displayPriority), asc(catalogueProducts.code));
    return { products, prices: await this.pricesOf(products.map((product) => product.code)) };
  }

  /** The §2 categories that have at least one offering, for the tabs. */
  async categories(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ category: catalogueProducts.category })
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.active, true), isNotNull(catalogueProducts.rootTemplateId)));
    return rows.map((row) => row.category);
  }

  private async pricesOf(codes: string[]): Promise<PriceRow[]> {
    if (codes.length === 0) return [];
    return this.db
      .select()
      .from(cataloguePrices)
      .where(inArray(cataloguePrices.productCode, codes))
      .orderBy(asc(cataloguePrices.productCode), asc(cataloguePrices.position));
  }

  /** The active products of the categories, in the tabs' order, with their prices (§7 POST /prices). */
  async priceList(categories: readonly string[]): Promise<{ products: ProductRow[]; prices: PriceRow[] }> {
    const products = await this.db
      .select()
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.active, true), inArray(catalogueProducts.category, [...categories])))
      .orderBy(
        asc(catalogueProducts.category),
        asc(catalogueProducts.displayPriority),
        asc(catalogueProducts.code),
      );
    return { products, prices: await this.pricesOf(products.map((product) => product.code)) };
  }

  /** One active product with its prices (§7 GET /prices/{id}), or null. */
  async productPrices(code: string): Promise<{ product: ProductRow; prices: PriceRow[] } | null> {
    const [product] = await this.db
      .select()
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.code, code), eq(catalogueProducts.active, true)));
    return product ? { product, prices: await this.pricesOf([code]) } : null;
  }

  /** Which of the codes are products the catalogue still offers (active). */
  async activeCodes(codes: readonly string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows = await this.db
      .select({ code: catalogueProducts.code })
      .from(catalogueProducts)
      .where(and(inArray(catalogueProducts.code, [...codes]), eq(catalogueProducts.active, true)));
    return new Set(rows.map((row) => row.code));
  }

  /** The catalogue's version (decision 014): a new value after every change but a stock count's. */
  async version(): Promise<string> {
    const [row] = await this.db
      .select({ version: catalogueVersion.version })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1));
    return row?.version ?? '';
  }

  /** The units in stock now of the stocked products among the codes. */
  async stocks(codes: readonly string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .select({ code: catalogueProducts.code, stock: catalogueProducts.stock })
      .from(catalogueProducts)
      .where(and(inArray(catalogueProducts.code, [...codes]), isNotNull(catalogueProducts.stock)));
    return new Map(rows.map((row) => [row.code, row.stock ?? 0]));
  }

  async structure(rootTemplateId: string): Promise<StructureRows | null> {
    const [template] = await this.db
      .select()
      .from(catalogueRootTemplates)
      .where(eq(catalogueRootTemplates.id, rootTemplateId));
    if (!template) return null;
    const bundles = await this.db
      .select()
      .from(catalogueBundles)
      .where(eq(catalogueBundles.rootTemplateId, rootTemplateId));
    const bundleIds = bundles.map((bundle) => bundle.id);
    const bundleProducts = bundleIds.length
      ? await this.db
          .select()
          .from(catalogueBundleProducts)
          .where(inArray(catalogueBundleProducts.bundleId, bundleIds))
          .orderBy(asc(catalogueBundleProducts.position))
      : [];
    const codes = [...new Set(bundleProducts.map((row) => row.productCode))];
    // One read after another: a cart write reads its structures inside its transaction, one connection that
    // answers one query at a time (pg no longer queues a second one for it from version 9).
    const products = codes.length
      ? await this.db.select().from(catalogueProducts).where(inArray(catalogueProducts.code, codes))
      : [];
    const prices = await this.pricesOf(codes);
    const characteristics = codes.length
      ? await this.db
          .select()
          .from(catalogueCharacteristics)
          .where(inArray(catalogueCharacteristics.productCode, codes))
          .orderBy(asc(catalogueCharacteristics.displayPriority))
      : [];
    const rules = await this.db
      .select()
      .from(catalogueProductRules)
      .where(eq(catalogueProductRules.rootTemplateId, rootTemplateId))
      .orderBy(asc(catalogueProductRules.productCode), asc(catalogueProductRules.targetCode));
    return { template, bundles, bundleProducts, products, prices, characteristics, rules };
  }
}
