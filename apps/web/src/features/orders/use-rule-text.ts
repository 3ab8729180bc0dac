import { ORDER_TYPE_NAMES, type ApprovalCondition } from '@kaista/domain/orders';
import { formatCents, toLanguage } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCodeName } from '../../lib/i18n/use-code-name';

/** The rule in plain words of the page's language. */
export function useRuleText() {
  const { t, i18n } = useTranslation();
  const typeName = useCodeName(ORDER_TYPE_NAMES);
  const language = toLanguage(i18n.language);
  return (condition: ApprovalCondition) => {
    switch (condition.kind) {
      case 'MONTHLY_OVER':
      case 'ONE_TIME_OVER':
        return t(`orders.rules.condition.${condition.kind}`, {
          amount: formatCents(condition.cents, language),
        });
      case 'ORDER_TYPE':
        return t('orders.rules.condition.ORDER_TYPE', { type: typeName(condition.orderType) });
      case 'PRODUCT':
        return t('orders.rules.condition.PRODUCT', { product: condition.productCode });
    }
  };
}
