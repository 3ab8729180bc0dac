import type { Bundle, CatalogueProduct } from './catalogue';

/** A bundle of a test structure: a child of PLAN, optional and of one choice unless told otherwise. */
export const testBundle = (over: Partial<Bundle> & Pick<Bundle, 'originalId'>): Bundle => ({
  name: over.originalId,
  parentId: 'PLAN',
  mainProductBundle: false,
  orderLevelSelection: false,
  displayPriority: 1,
  minItemsRequired: 0,
  maxItemsAllowed: 1,
  requiredProducts: [],
  childBundles: [],
  products: [],
  ...over,
});

/** A product of a test structure, named by its code, with no prices or characteristics. */
export const testProduct = (
  code: string,
  offeringType: CatalogueProduct['offeringType'],
): CatalogueProduct => ({
  code,
  name: code,
  description: '',
  offeringType,
  category: 'subscriptions',
  imageUrl: null,
  prices: [],
  numberType: null,
  stock: null,
  characteristics: [],
});
