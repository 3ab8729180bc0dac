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
}
