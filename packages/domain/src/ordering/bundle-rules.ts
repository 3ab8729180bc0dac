import type { Bundle, BundleStructure } from './catalogue';
import type { ChosenProduct } from './cart-document';
import { BundleRuleError, assertProductRules } from './product-rules';

export type ChoiceType = 'SINGLE_VALUE' | 'MULTI_VALUE';
export type BundleChangeAction = 'ADD' | 'REMOVE' | 'CHANGE';

/** §4: a bundle allowing one item is a single value choice (radio), others multi value (checkboxes). */
export const choiceType = (bundle: Bundle): ChoiceType =>
  bundle.maxItemsAllowed === 1 ? 'SINGLE_VALUE' : 'MULTI_VALUE';

/** §4: pre-filled when min and max are equal, non-zero, equal to the product count and all are defaults. */
export function isPrefilled(bundle: Bundle): boolean {
  const { minItemsRequired: min, maxItemsAllowed: max, products } = bundle;
  return min === max && min > 0 && products.length === min && products.every((p) => p.defaultProduct);
}

export const mainBundle = (structure: BundleStructure): Bundle | undefined =>
  structure.bundles.find((bundle) => bundle.mainProductBundle);

const codesIn = (chosen: readonly ChosenProduct[], bundleId: string) =>
  chosen.filter((product) => product.bundleTemplateId === bundleId).map((product) => product.productCode);

/** Whether a child bundle applies: its parent applies and holds one of its required products (if any). */
function applies(structure: BundleStructure, bundle: Bundle, chosen: readonly ChosenProduct[]): boolean {
  if (bundle.parentId === null) return bundle.mainProductBundle;
  const parent = structure.bundles.find((candidate) => candidate.originalId === bundle.parentId);
  if (!parent || !applies(structure, parent, chosen)) return false;
  const inParent = codesIn(chosen, parent.originalId);
  if (bundle.requiredProducts.length === 0) return inParent.length > 0;
  return bundle.requiredProducts.some((code) => inParent.includes(code));
}

/** The bundles that apply to what is chosen, by display priority. */
export function applicableBundles(structure: BundleStructure, chosen: readonly ChosenProduct[]): Bundle[] {
  return structure.bundles
    .filter((bundle) => applies(structure, bundle, chosen))
    .sort((a, b) => a.displayPriority - b.displayPriority);
}

/** Drops the products of bundles that no longer apply (§4 change: child bundles needing the old choice go). */
function withoutStrayChildren(structure: BundleStructure, chosen: ChosenProduct[]): ChosenProduct[] {
  let current = chosen;
  for (;;) {
    const live = new Set(applicableBundles(structure, current).map((bundle) => bundle.originalId));
    const kept = current.filter((product) => live.has(product.bundleTemplateId));
    if (kept.length === current.length) return kept;
    current = kept;
  }
}

/**
 * §4 add: the default products of the child bundles that the change opened (that apply now and did not
 * before it). A bundle that already applied keeps what the user left in it, even when that is nothing.
 */
function withChildDefaults(
  structure: BundleStructure,
  before: readonly ChosenProduct[],
  chosen: ChosenProduct[],
): ChosenProduct[] {
  const open = new Set(applicableBundles(structure, before).map((bundle) => bundle.originalId));
  let current = chosen;
  for (;;) {
    const opened = applicableBundles(structure, current).filter((bundle) => !open.has(bundle.originalId));
    opened.forEach((bundle) => open.add(bundle.originalId));
    const additions = opened.flatMap((bundle) =>
      bundle.products
        .filter((product) => product.defaultProduct)
        .map((product) => ({ bundleTemplateId: bundle.originalId, productCode: product.code })),
    );
    if (opened.length === 0) return current;
    current = [...current, ...additions];
  }
}

/** The modifications (MODIFIES) of the products that came in: each takes its target product out. */
function withModifications(
  structure: BundleStructure,
  before: readonly ChosenProduct[],
  after: ChosenProduct[],
): ChosenProduct[] {
  const had = new Set(before.map((product) => product.productCode));
  const incoming = new Set(after.map((p) => p.productCode).filter((code) => !had.has(code)));
  const removed = new Set(
    structure.rules
      .filter((rule) => rule.kind === 'MODIFIES' && incoming.has(rule.productCode))
      .map((rule) => rule.targetCode),
  );
  if (removed.size === 0) return after;
  return withoutStrayChildren(
    structure,
    after.filter((product) => !removed.has(product.productCode)),
  );
}

/** The bundle a chosen product names, when that bundle offers the product; otherwise UNKNOWN_PRODUCT. */
function offeringBundle(structure: BundleStructure, chosen: ChosenProduct): Bundle {
  const bundle = structure.bundles.find((candidate) => candidate.originalId === chosen.bundleTemplateId);
  if (!bundle?.products.some((product) => product.code === chosen.productCode))
    throw new BundleRuleError('UNKNOWN_PRODUCT');
  return bundle;
}

function bundleOf(
  structure: BundleStructure,
  chosen: readonly ChosenProduct[],
  change: ChosenProduct,
): Bundle {
  const bundle = offeringBundle(structure, change);
  if (!applies(structure, bundle, chosen)) throw new BundleRuleError('NOT_APPLICABLE');
  return bundle;
}

/**
 * §4 product change in a bundle: remove; change (replaces the previous selection and drops child bundles
 * needing it); add (also adds the default products of child bundles requiring it). A product that comes in
 * takes out the products it modifies, and the result must keep the catalogue's restrictions and prerequisites
 * (unless `checkRules` is false, for a line built in several steps and checked once at its end). Throws a
 * BundleRuleError for a product the bundle does not offer, a bundle that does not apply, beyond its min and
 * max items, or a broken rule.
 */
export function changeProduct(
  structure: BundleStructure,
  chosen: readonly ChosenProduct[],
  change: ChosenProduct,
  action: BundleChangeAction,
  checkRules = true,
): ChosenProduct[] {
  const result = withModifications(structure, chosen, changeBundle(structure, chosen, change, action));
  if (checkRules) assertProductRules(structure, result);
  return result;
}

function changeBundle(
  structure: BundleStructure,
  chosen: readonly ChosenProduct[],
  change: ChosenProduct,
  action: BundleChangeAction,
): ChosenProduct[] {
  const bundle = bundleOf(structure, chosen, change);
  const inBundle = codesIn(chosen, bundle.originalId);
  const isChosen = inBundle.includes(change.productCode);
  if (action === 'REMOVE') {
    if (!isChosen) throw new BundleRuleError('NOT_CHOSEN');
    if (inBundle.length <= bundle.minItemsRequired) throw new BundleRuleError('MIN_ITEMS');
    const rest = chosen.filter(
      (p) => !(p.bundleTemplateId === bundle.originalId && p.productCode === change.productCode),
    );
    return withoutStrayChildren(structure, rest);
  }
  if (isChosen) return [...chosen];
  if (action === 'CHANGE') {
    const rest = chosen.filter((product) => product.bundleTemplateId !== bundle.originalId);
    return withChildDefaults(structure, chosen, withoutStrayChildren(structure, [...rest, change]));
  }
  if (inBundle.length >= bundle.maxItemsAllowed) throw new BundleRuleError('MAX_ITEMS');
  return withChildDefaults(structure, chosen, [...chosen, change]);
}

/** §4 add to cart: the main product with the defaults of every child bundle it brings. */
export function startLine(structure: BundleStructure, mainProductCode: string): ChosenProduct[] {
  const main = mainBundle(structure);
  if (!main) throw new BundleRuleError('UNKNOWN_PRODUCT');
  return changeProduct(
    structure,
    [],
    { bundleTemplateId: main.originalId, productCode: mainProductCode },
    'CHANGE',
  );
}

const sameProduct = (a: ChosenProduct, b: ChosenProduct) =>
  a.bundleTemplateId === b.bundleTemplateId && a.productCode === b.productCode;

/**
 * §7 POST /bundles without defaults: the line is the main product and exactly the products chosen with it (on
 * the product page, where a default the user took out stays out). Throws a BundleRuleError for a product its
 * bundle does not offer, a bundle the choice does not open, more than a bundle's max items, or a broken rule;
 * a bundle below its min items is the cart's issue to show, as for any line.
 */
export function chosenLine(
  structure: BundleStructure,
  mainProductCode: string,
  products: readonly ChosenProduct[],
): ChosenProduct[] {
  const main = mainBundle(structure);
  if (!main) throw new BundleRuleError('UNKNOWN_PRODUCT');
  const line = [{ bundleTemplateId: main.originalId, productCode: mainProductCode }, ...products].filter(
    (product, index, all) => all.findIndex((other) => sameProduct(other, product)) === index,
  );
  line.forEach((product) => offeringBundle(structure, product));
  const open = new Set(applicableBundles(structure, line).map((bundle) => bundle.originalId));
  if (!line.every((product) => open.has(product.bundleTemplateId)))
    throw new BundleRuleError('NOT_APPLICABLE');
  if (bundleIssues(structure, line).some((issue) => issue.reason === 'MAX_ITEMS'))
    throw new BundleRuleError('MAX_ITEMS');
  assertProductRules(structure, line);
  return line;
}

export type BundleIssue = { bundleTemplateId: string; reason: 'MIN_ITEMS' | 'MAX_ITEMS' };

/** The bundles whose chosen products are fewer than their min or more than their max items. */
export function bundleIssues(structure: BundleStructure, chosen: readonly ChosenProduct[]): BundleIssue[] {
  return applicableBundles(structure, chosen).flatMap((bundle): BundleIssue[] => {
    const count = codesIn(chosen, bundle.originalId).length;
    if (count < bundle.minItemsRequired)
      return [{ bundleTemplateId: bundle.originalId, reason: 'MIN_ITEMS' }];
    return count > bundle.maxItemsAllowed
      ? [{ bundleTemplateId: bundle.originalId, reason: 'MAX_ITEMS' }]
      : [];
  });
}
