import type { Price } from '@kaista/domain/matsku';
import { formatAmount } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';

/** Prices in the reader's language with two decimals (§1). */
export function usePrice(): (price: Price) => string {
  const { i18n } = useTranslation();
  return (price) => formatAmount(price.value, price.currencyIso, i18n.language);
}
