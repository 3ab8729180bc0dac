import type { Bundle, BundleStructure, CatalogueProduct } from '@kaista/domain/ordering';

/** The structure's product of a code; undefined for a code the structure does not describe. */
export const productOf = (structure: BundleStructure, code: string): CatalogueProduct | undefined =>
  structure.products.find((product) => product.code === code);

/** The products a bundle offers, in its order; a code the structure does not describe is left out. */
export const bundleProducts = (structure: BundleStructure, bundle: Bundle): CatalogueProduct[] =>
  bundle.products.flatMap((choice) => {
    const product = productOf(structure, choice.code);
    return product ? [product] : [];
  });

/** A product's name for a text, its code when the structure does not describe it. */
export const productName = (structure: BundleStructure, code: string): string =>
  productOf(structure, code)?.name ?? code;
