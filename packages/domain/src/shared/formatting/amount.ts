const LOCALES: Record<string, string> = { fi: 'fi-FI', en: 'en-FI', sv: 'sv-FI' };

/** §1: amounts show exactly two decimals, with the currency, in the reader's language. */
export function formatAmount(value: number, currencyIso: string, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? LOCALES.fi, {
    style: 'currency',
    currency: currencyIso,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
