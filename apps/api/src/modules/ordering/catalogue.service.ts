import {
  BundleRuleError,
  ORDER_CATEGORIES,
  startLine,
  stockLevel,
  type BundleStructure,
  type Offering,
  type OrderCategory,
  type PriceList,
  type Preselections,
  type ProductPrices,
  type Stocks,
} from '@kaista/domain/ordering';
import { badRequest, notFound } from '../../http-errors';
import type { CatalogueRepo } from './catalogue.repo';
import { toBundleStructure, toOffering, toProductPrices } from './catalogue-mapper';

/** The catalogue as the order capture reads it; every answer is read from the tables, so it is data. */
export class CatalogueService {
  constructor(private readonly repo: CatalogueRepo) {}

  /**
   * The offerings of a category (all without one) and the category tabs: kept under the catalogue's version
   * like the structures (decision 014), with the stock counts of stocked ones read as they are now.
   */
  async offerings(category: OrderCategory | undefined): Promise<Offerings> {
    const offerings = keptAt(await this.repo.version()).offerings;
    let found = offerings.get(category ?? '');
    if (!found) {
      const [{ products, prices }, categories] = await Promise.all([
        this.repo.offerings(category),
        this.repo.categories(),
      ]);
      found = {
        categories: ORDER_CATEGORIES.filter((tab) => categories.includes(tab)),
        offerings: products.map((product) => toOffering(product, prices)),
      };
      offerings.set(category ?? '', found);
    }
    return { ...found, offerings: await this.currentStock(found.offerings) };
  }

  /** §7 POST /prices: the price list of the categories, every active product of them with its prices. */
  async priceList(categories: readonly OrderCategory[]): Promise<PriceList> {
    const { products, prices } = await this.repo.priceList(categories);
    return { products: products.map((product) => toProductPrices(product, prices)) };
  }

  /** §7 GET /prices/{id}: one product's prices; 404 for a product the catalogue does not offer. */
  async productPrices(code: string): Promise<ProductPrices> {
    const found = await this.repo.productPrices(code);
    if (!found) throw notFound('Product');
    return toProductPrices(found.product, found.prices);
  }

  /** §7 POST /products/stocks: the units in stock now of the stocked products asked, with their §4 level. */
  async stocks(codes: readonly string[]): Promise<Stocks> {
    const stocks = await this.repo.stocks([...new Set(codes)]);
    return {
      stocks: [...new Set(codes)].flatMap((productCode) => {
        const units = stocks.get(productCode);
        return units === undefined ? [] : [{ productCode, units, level: stockLevel(units) }];
      }),
    };
  }

  /**
   * §7 POST /preselections: what choosing the offering pre-selects in its root template: the main product and
   * the §4 defaults of the bundles it opens. 404 for an unknown template, 400 for a product it does not offer.
   */
  async preselections(rootBundleTemplateId: string, productCode: string): Promise<Preselections> {
    const structure = (await this.structures([rootBundleTemplateId])).get(rootBundleTemplateId)!;
    try {
      return { rootBundleTemplateId, productCode, products: startLine(structure, productCode) };
    } catch (error) {
      if (!(error instanceof BundleRuleError)) throw error;
      throw badRequest('The template does not offer the product.', {
        productCode: `ordering.bundle-rule.${error.reason}`,
      });
    }
  }

  /** A root template's bundle structure; 404 for one the catalogue does not have. */
  async structure(rootTemplateId: string): Promise<BundleStructure> {
    const rows = await this.repo.structure(rootTemplateId);
    if (!rows) throw notFound('Bundle template');
    return toBundleStructure(rows);
  }

  /**
   * The bundle structures of the root templates, from the kept ones while the catalogue's version is the one
   * they were read at (decision 014): one read of the version instead of seven per template. A kept
   * structure's stock counts are as they were read; whether a product is stocked at all is current.
   */
  async structures(rootIds: Iterable<string>, version?: string): Promise<Map<string, BundleStructure>> {
    const structures = new Map<string, BundleStructure>();
    const ids = [...new Set(rootIds)];
    if (ids.length === 0) return structures;
    const kept = keptAt(version ?? (await this.repo.version())).structures;
    for (const id of ids) {
      let structure = kept.get(id);
      if (!structure) {
        structure = await this.structure(id);
        kept.set(id, structure);
      }
      structures.set(id, structure);
    }
    return structures;
  }

  /** A structure with the stock counts of its products as they are now (the product page's quantity). */
  async withStock(structure: BundleStructure): Promise<BundleStructure> {
    return { ...structure, products: await this.currentStock(structure.products) };
  }

  /** The products with the stock counts of the stocked ones as they are now (one read, none if none is). */
  private async currentStock<T extends { code: string; stock: number | null }>(products: T[]): Promise<T[]> {
    const stocked = products.filter((product) => product.stock !== null);
    if (stocked.length === 0) return products;
    const stocks = await this.repo.stocks(stocked.map((product) => product.code));
    return products.map((product) =>
      product.stock === null ? product : { ...product, stock: stocks.get(product.code) ?? 0 },
    );
  }
}

type Offerings = { categories: OrderCategory[]; offerings: Offering[] };

/**
 * The bundle structures and offerings this process read, under the catalogue version they were read at. The
 * version is a random value per change, so two databases (tests open many) never share one by chance; what
 * was read while the catalogue changed is kept under the older version and dropped at the next read of the
 * newer one.
 */
let kept = {
  version: '',
  structures: new Map<string, BundleStructure>(),
  offerings: new Map<string, Offerings>(),
};
function keptAt(version: string): typeof kept {
  if (kept.version !== version) kept = { version, structures: new Map(), offerings: new Map() };
  return kept;
}
