import { ORDER_CATEGORIES, type BundleStructure, type OrderCategory } from '@kaista/domain/ordering';
import { notFound } from '../../http-errors';
import type { CatalogueRepo } from './catalogue.repo';
import { toBundleStructure, toOffering } from './catalogue-mapper';

/** The catalogue as the order capture reads it; every answer is read from the tables, so it is data. */
export class CatalogueService {
  constructor(private readonly repo: CatalogueRepo) {}

  async offerings(category: OrderCategory | undefined) {
    const [{ products, prices }, categories] = await Promise.all([
      this.repo.offerings(category),
      this.repo.categories(),
    ]);
    return {
      categories: ORDER_CATEGORIES.filter((tab) => categories.includes(tab)),
      offerings: products.map((product) => toOffering(product, prices)),
    };
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
  async structures(rootIds: Iterable<string>): Promise<Map<string, BundleStructure>> {
    const structures = new Map<string, BundleStructure>();
    const ids = [...new Set(rootIds)];
    if (ids.length === 0) return structures;
    const kept = keptStructures(await this.repo.version());
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
    const stocked = structure.products.filter((product) => product.stock !== null);
    const stocks = await this.repo.stocks(stocked.map((product) => product.code));
    return {
      ...structure,
      products: structure.products.map((product) =>
        product.stock === null ? product : { ...product, stock: stocks.get(product.code) ?? 0 },
      ),
    };
  }
}

/**
 * The bundle structures this process read, under the catalogue version they were read at. The version is a
 * random value per change, so two databases (tests open many) never share one by chance; a structure read
 * while the catalogue changed is kept under the older version and dropped at the next read of the newer one.
 */
let kept: { version: string; structures: Map<string, BundleStructure> } = {
  version: '',
  structures: new Map(),
};
function keptStructures(version: string): Map<string, BundleStructure> {
  if (kept.version !== version) kept = { version, structures: new Map() };
  return kept.structures;
}
