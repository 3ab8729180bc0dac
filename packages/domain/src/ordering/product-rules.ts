import type { BundleStructure, ProductRule } from './catalogue';
import type { ChosenProduct } from './cart-document';

export type BundleRuleReason =
  | 'UNKNOWN_PRODUCT'
  | 'NOT_APPLICABLE'
  | 'MAX_ITEMS'
  | 'MIN_ITEMS'
  | 'NOT_CHOSEN'
  | 'INCOMPATIBLE'
  | 'PREREQUISITE';

export class BundleRuleError extends Error {
  constructor(
    readonly reason: BundleRuleReason,
    /** For a broken catalogue rule: the rule (its product and the other product it names). */
    readonly rule: ProductRule | null = null,
  ) {
    super(reason);
  }
}

/**
 * The first catalogue rule the chosen products break: a restriction (EXCLUDES) with both products chosen, or
 * a prerequisite (REQUIRES) whose product is chosen without the one it requires. Null when none is broken.
 */
export function brokenRule(structure: BundleStructure, chosen: readonly ChosenProduct[]): ProductRule | null {
  const codes = new Set(chosen.map((product) => product.productCode));
  return (
    structure.rules.find(
      (rule) =>
        (rule.kind === 'EXCLUDES' && codes.has(rule.productCode) && codes.has(rule.targetCode)) ||
        (rule.kind === 'REQUIRES' && codes.has(rule.productCode) && !codes.has(rule.targetCode)),
    ) ?? null
  );
}

/** Throws the first broken restriction (INCOMPATIBLE) or prerequisite (PREREQUISITE) of the chosen products. */
export function assertProductRules(structure: BundleStructure, chosen: readonly ChosenProduct[]): void {
  const rule = brokenRule(structure, chosen);
  if (rule) throw new BundleRuleError(rule.kind === 'EXCLUDES' ? 'INCOMPATIBLE' : 'PREREQUISITE', rule);
}

/** The catalogue rules that name a product, as the product's own (restrictions, prerequisites, modifications). */
export const rulesOf = (structure: BundleStructure, productCode: string): ProductRule[] =>
  structure.rules.filter((rule) => rule.productCode === productCode);
