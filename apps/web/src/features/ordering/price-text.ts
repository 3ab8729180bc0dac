import { priceTotals, type Price, type PriceTotals } from '@kaista/domain/ordering';
import { formatCents, toLanguage } from '@kaista/domain/shared/formatting';
import type { TFunction } from '../../lib/i18n/translator';

/**
 * §9 prices: an amount with its currency; recurring gets 'per month'; the combined text is the one-time cost,
 * ' | ', then the recurring price.
 */
export function totalsText(t: TFunction, language: string, totals: PriceTotals): string {
  const lang = toLanguage(language);
  const parts = [];
  if (totals.oneTimeCents > 0 || totals.monthlyCents === 0)
    parts.push(formatCents(totals.oneTimeCents, lang));
  if (totals.monthlyCents > 0)
    parts.push(t('ordering.price.per-month', { amount: formatCents(totals.monthlyCents, lang) }));
  return parts.join(' | ');
}

export const pricesText = (t: TFunction, language: string, prices: readonly Price[]): string =>
  totalsText(t, language, priceTotals(prices));
