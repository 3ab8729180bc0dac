import {
  effectiveCharacteristic,
  lineOfBundle,
  type BundleStructure,
  type CartLine,
  type CatalogueProduct,
  type Characteristic,
} from '@kaista/domain/ordering';

/** Where one PUT characteristics entry points: a selection of the cart and a product's characteristic. */
export interface ValueTarget {
  bundleNo: number;
  productCode: string;
  code: string;
}

/**
 * The selection, product and characteristic (with the §4 rules of its product applied) a value is for; null
 * when the cart has no such selection, the product is not chosen in it, or the product has no such
 * characteristic.
 */
export function findValueTarget(
  lines: CartLine[],
  structures: ReadonlyMap<string, BundleStructure>,
  target: ValueTarget,
) {
  const line = lineOfBundle(lines, target.bundleNo);
  const selection = line?.selections.find((candidate) => candidate.bundleNo === target.bundleNo);
  const chosen = line?.products.some((product) => product.productCode === target.productCode);
  const product: CatalogueProduct | undefined = structures
    .get(line?.rootBundleTemplateId ?? '')
    ?.products.find((p) => p.code === target.productCode);
  const found = product?.characteristics.find((candidate) => candidate.code === target.code);
  if (!selection || !chosen || !product || !found) return null;
  const characteristic: Characteristic = effectiveCharacteristic(found, product.offeringType);
  return { selection, product, characteristic };
}
