import type { BundleStructure } from './catalogue';
import type { OfferingType } from './order-categories';

/**
 * What a company's own state adds to the catalogue it may order from: the mobile certificate, once the company
 * has activated the service (§2 /company/mobile-certificate, itself behind the §9 `mobile-certificate` flag).
 */
export interface CompanyOffer {
  mobileCertificate: boolean;
}

/** The offering types a company orders only when its offer says so. */
const OFFERED_WHEN: Partial<Record<OfferingType, keyof CompanyOffer>> = {
  MOBILE_CERTIFICATE: 'mobileCertificate',
};

/** The offering types the company's offer withholds from it: not ordered, and not on its price list. */
export function withheldOfferingTypes(offer: CompanyOffer): OfferingType[] {
  return Object.entries(OFFERED_WHEN)
    .filter(([, condition]) => condition !== undefined && !offer[condition])
    .map(([type]) => type as OfferingType);
}

/**
 * A bundle structure as one company may order from it: the products its offer withholds are taken out, with the
 * bundles that offered nothing else and the rules naming them, so that choosing one is refused as a product
 * the bundle does not offer.
 */
export function offeredTo(structure: BundleStructure, offer: CompanyOffer): BundleStructure {
  const withheldTypes = new Set(withheldOfferingTypes(offer));
  const withheld = new Set(
    structure.products
      .filter((product) => withheldTypes.has(product.offeringType))
      .map((product) => product.code),
  );
  if (withheld.size === 0) return structure;
  const emptied = new Set(
    structure.bundles
      .filter((bundle) => bundle.products.length > 0 && bundle.products.every((p) => withheld.has(p.code)))
      .map((bundle) => bundle.originalId),
  );
  return {
    ...structure,
    bundles: structure.bundles
      .filter((bundle) => !emptied.has(bundle.originalId))
      .map((bundle) => ({
        ...bundle,
        childBundles: bundle.childBundles.filter((id) => !emptied.has(id)),
        products: bundle.products.filter((product) => !withheld.has(product.code)),
      })),
    products: structure.products.filter((product) => !withheld.has(product.code)),
    rules: structure.rules.filter(
      (rule) => !withheld.has(rule.productCode) && !withheld.has(rule.targetCode),
    ),
  };
}
