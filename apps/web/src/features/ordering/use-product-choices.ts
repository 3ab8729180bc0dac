import {
  BundleRuleError,
  changeProduct,
  startLine,
  type Bundle,
  type BundleChangeAction,
  type BundleStructure,
  type ChosenProduct,
} from '@kaista/domain/ordering';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { replacingRule } from './product-choice-rules';
import { productName } from './structure-products';

export type ProductNotice = { type: 'error' | 'info'; text: string };

/**
 * The products chosen on the product page (the server's preselection, else the catalogue's defaults) and
 * what the last choice did beyond itself: a catalogue rule it broke (refused) or a product it replaced.
 */
export function useProductChoices(
  structure: BundleStructure,
  code: string,
  preselected: ChosenProduct[] | undefined,
) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ChosenProduct[]>(() => preselected ?? startLine(structure, code));
  const [notice, setNotice] = useState<ProductNotice | null>(null);
  const nameOf = (productCode: string) => productName(structure, productCode);

  const choose = (bundle: Bundle, productCode: string, action: BundleChangeAction) => {
    try {
      const next = changeProduct(
        structure,
        chosen,
        { bundleTemplateId: bundle.originalId, productCode },
        action,
      );
      const replaced = replacingRule(structure, chosen, next, productCode);
      setNotice(
        replaced
          ? {
              type: 'info',
              text: t('ordering.product-rule.modified', {
                product: nameOf(productCode),
                target: nameOf(replaced.targetCode),
              }),
            }
          : null,
      );
      setChosen(next);
    } catch (error) {
      if (!(error instanceof BundleRuleError)) throw error;
      setNotice({
        type: 'error',
        text: error.rule
          ? t(`ordering.product-rule.broken-${error.reason}`, {
              product: nameOf(error.rule.productCode),
              target: nameOf(error.rule.targetCode),
            })
          : t(`ordering.bundle-rule.${error.reason}`),
      });
    }
  };
  return { chosen, choose, notice, setNotice };
}
