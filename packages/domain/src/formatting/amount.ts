import { CURRENCY } from '../enums/common';
import { intlLocale, type Language } from './language';

const amountFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, currency?: string): Intl.NumberFormat {
  const cacheKey = `${language}:${currency ?? ''}`;
  let format = amountFormats.get(cacheKey);
  if (!format) {
    const style = currency ? { style: 'currency' as const, currency } : {};
    format = new Intl.NumberFormat(intlLocale(language), {
      ...style,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    amountFormats.set(cacheKey, format);
  }
  return format;
}

/** §1: an amount with exactly two decimals in the user's language. */
export function formatAmount(value: number, language: Language): string {
  return numberFormat(language).format(value);
}

/** §9: an amount with two decimals and its currency (euro when none is given). */
export function formatMoney(value: number, language: Language, currencyIso?: string | null): string {
  return numberFormat(language, currencyIso || CURRENCY).format(value);
}

/** §9: rounds to cents the way prices are shown, so computed prices compare equal to shown ones. */
export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
