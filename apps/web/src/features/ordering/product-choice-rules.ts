import {
  CART_QUANTITY_MAX,
  PRODUCT_RULE_KINDS,
  applicableBundles,
  choiceType,
  isPrefilled,
  rulesOf,
  type Bundle,
  type BundleStructure,
  type ChosenProduct,
  type ProductRule,
  type ProductRuleKind,
} from '@kaista/domain/ordering';
import { productName } from './structure-products';

/** The child bundles the product page offers choices in: those that apply, neither the main nor a prefilled one. */
export const choiceBundles = (structure: BundleStructure, chosen: readonly ChosenProduct[]): Bundle[] =>
  applicableBundles(structure, chosen).filter((b) => !b.mainProductBundle && !isPrefilled(b));

/** A bundle of exactly one required product is chosen with radio buttons, any other with checkboxes. */
export const isSingleChoice = (bundle: Bundle): boolean =>
  choiceType(bundle) === 'SINGLE_VALUE' && bundle.minItemsRequired === 1;

/** The codes chosen in one bundle. */
export const chosenIn = (chosen: readonly ChosenProduct[], bundle: Bundle): string[] =>
  chosen.filter((p) => p.bundleTemplateId === bundle.originalId).map((p) => p.productCode);

/** The MODIFIES rule by which choosing a product took out another that was chosen before, if it did. */
export function replacingRule(
  structure: BundleStructure,
  before: readonly ChosenProduct[],
  after: readonly ChosenProduct[],
  productCode: string,
): ProductRule | undefined {
  const kept = new Set(after.map((product) => product.productCode));
  return rulesOf(structure, productCode).find(
    (rule) =>
      rule.kind === 'MODIFIES' &&
      before.some((product) => product.productCode === rule.targetCode) &&
      !kept.has(rule.targetCode),
  );
}

/** A product's catalogue rules (§7 restrictions, prerequisites, modifications) by kind, with the names they name. */
export function ruleTargets(
  structure: BundleStructure,
  code: string,
): { kind: ProductRuleKind; names: string }[] {
  return PRODUCT_RULE_KINDS.flatMap((kind) => {
    const names = rulesOf(structure, code)
      .filter((rule) => rule.kind === kind)
      .map((rule) => productName(structure, rule.targetCode));
    return names.length > 0 ? [{ kind, names: names.join(', ') }] : [];
  });
}

/** The most the quantity allows: the units in stock now, else the catalogue's, at least 1 and at most the cart's. */
export const quantityMax = (
  stockUnits: number | undefined,
  catalogueStock: number | null | undefined,
): number => Math.min(CART_QUANTITY_MAX, Math.max(1, stockUnits ?? catalogueStock ?? CART_QUANTITY_MAX));
