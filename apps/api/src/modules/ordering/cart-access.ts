import { offeredTo, type BundleStructure } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { companyOffer } from '../../db/company-offer';
import { BundleRuleError } from '@kaista/domain/ordering';
import { badRequest } from '../../http-errors';
import { CatalogueRepo } from './catalogue.repo';
import { CatalogueService } from './catalogue.service';

/**
 * The bundle structures of the given root templates: kept ones checked by the catalogue's version, read
 * unless the caller read it already (with the cart: `CartRow.catalogueVersion`).
 */
export async function structuresOf(
  db: Database,
  rootIds: Iterable<string>,
  version?: string,
): Promise<Map<string, BundleStructure>> {
  return new CatalogueService(new CatalogueRepo(db)).structures(rootIds, version);
}

/** The bundle structure of a root template as the company may order from it (`offeredTo`). */
export async function companyStructure(
  db: Database,
  companyId: string,
  rootId: string,
): Promise<BundleStructure> {
  const [structures, offer] = await Promise.all([structuresOf(db, [rootId]), companyOffer(db, companyId)]);
  return offeredTo(structures.get(rootId)!, offer);
}

/** §5: a product named by its offering type and name, as incompatible products are reported. */
const named = (structure: BundleStructure | undefined, code: string) => {
  const product = structure?.products.find((candidate) => candidate.code === code);
  return product ? `${product.offeringType} ${product.name}` : code;
};

/**
 * A §4 bundle rule or a catalogue rule the request broke, as a 400 naming the rule (the web shows its text);
 * a broken restriction or prerequisite names both products by offering type and name (§5).
 */
export function bundleRuleError(error: unknown, structure?: BundleStructure): never {
  if (error instanceof BundleRuleError) {
    const rule = error.rule;
    const detail = rule
      ? `: ${named(structure, rule.productCode)} ${rule.kind === 'EXCLUDES' ? 'excludes' : 'requires'} ${named(structure, rule.targetCode)}`
      : '';
    throw badRequest(`The bundle does not allow this change (${error.reason}${detail}).`, {
      productCode: `ordering.bundle-rule.${error.reason}`,
    });
  }
  throw error;
}
