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

/** §1: an amount in euro cents, as every page, mail and PDF shows it ('1 234,50 €', '€1,234.50'). */
export function formatCents(cents: number, language: string = 'fi'): string {
  return formatAmount(cents / 100, 'EUR', language);
}
