/** §3 product of a bundle template, reduced to what the §4 rules read. */
export type BundleProduct = { code: string; defaultProduct?: boolean };

/** §3 bundle of the bundle structure; child bundles may require products of their parent. */
export type BundleTemplate = {
  originalId: string;
  minItemsRequired: number;
  maxItemsAllowed: number;
  products: readonly BundleProduct[];
  childBundles?: readonly BundleTemplate[];
  requiredProducts?: readonly string[];
};

/** §4: a bundle is pre-filled when min = max ≠ 0 = product count and every product is a default. */
export function isPrefilledBundle(bundle: BundleTemplate): boolean {
  const { minItemsRequired: min, maxItemsAllowed: max, products } = bundle;
  return min === max && min !== 0 && min === products.length && products.every((p) => p.defaultProduct);
}

export type ChoiceType = 'single' | 'multi';

/** §4: at most one item makes a single-value choice, otherwise multi-value. */
export function bundleChoiceType(bundle: Pick<BundleTemplate, 'maxItemsAllowed'>): ChoiceType {
  return bundle.maxItemsAllowed === 1 ? 'single' : 'multi';
}

/** §4: default products are preselected. */
export function defaultProductCodes(bundle: Pick<BundleTemplate, 'products'>): string[] {
  return bundle.products.filter((p) => p.defaultProduct).map((p) => p.code);
}

/** §4: finds a bundle anywhere in a structure by its id. */
export function findBundle(bundles: readonly BundleTemplate[], id: string): BundleTemplate | undefined {
  for (const bundle of bundles) {
    if (bundle.originalId === id) return bundle;
    const child = findBundle(bundle.childBundles ?? [], id);
    if (child) return child;
  }
  return undefined;
}
