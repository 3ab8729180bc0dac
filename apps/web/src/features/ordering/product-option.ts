import type { BundleStructure } from '@kaista/domain/ordering';
import type { TFunction } from '../../lib/i18n/translator';
import { pricesText } from './price-text';
import { ruleTargets } from './product-choice-rules';
import { productOf } from './structure-products';

/** A product as a choice of the product page: its name, and its price and catalogue rules in words. */
export function productOption(t: TFunction, language: string, structure: BundleStructure, code: string) {
  const product = productOf(structure, code);
  const rules = ruleTargets(structure, code).map(({ kind, names }) =>
    t(`ordering.product-rule.${kind}`, { names }),
  );
  return {
    value: code,
    label: product?.name ?? code,
    description: [product ? pricesText(t, language, product.prices) : '', ...rules]
      .filter(Boolean)
      .join(' · '),
  };
}
