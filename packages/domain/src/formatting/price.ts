import { formatMoney, roundToCents } from './amount';
import type { Language } from './language';

/** §3 price entry of a product or bundle. */
export type Price = {
  value: number;
  currencyIso?: string | null;
  billingType?: 'RECURRING' | 'ONE_TIME' | null;
  unit?: string | null;
  termPeriod?: { amount: number } | null;
};

/** §9: bundle prices are per one. */
export const BUNDLE_PRICE_UNIT = 'one';

/** §9 'per month' suffix of recurring prices; the domain carries it so server texts (e-mails, PDFs) match. */
export const PER_MONTH: Record<Language, string> = { fi: '/ kk', en: 'per month', sv: 'per månad' };

/** §9: amount with currency, 'per month' for recurring prices and an optional ' x quantity'. */
export function formatPrice(price: Price, language: Language, quantity?: number): string {
  const money = formatMoney(price.value, language, price.currencyIso);
  const perMonth = price.billingType === 'RECURRING' ? ` ${PER_MONTH[language]}` : '';
  const times = quantity === undefined ? '' : ` x ${quantity}`;
  return `${money}${perMonth}${times}`;
}

/** §9: the flat text of a price list: one-time cost, ' | ', recurring price (either part may be absent). */
export function formatCombinedPrice(prices: readonly Price[], language: Language): string {
  const oneTime = prices.find((p) => p.billingType !== 'RECURRING');
  const recurring = prices.find((p) => p.billingType === 'RECURRING');
  return [oneTime, recurring]
    .filter((p): p is Price => p !== undefined)
    .map((p) => formatPrice(p, language))
    .join(' | ');
}

/** §9: item unit price = total ÷ quantity, times the term period amount when present, to two decimals. */
export function unitPrice(total: number, quantity: number, termPeriodAmount?: number | null): number {
  if (quantity <= 0) return 0;
  return roundToCents((total / quantity) * (termPeriodAmount ?? 1));
}
