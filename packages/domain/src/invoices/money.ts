import { intlLocale, type Language } from '../shared/formatting/language';

/** VAT 25.5 % in basis points, so that every sum stays in integer cents. */
export const VAT_RATE_BASIS_POINTS = 2550;

/** Tax on a net amount in cents, rounded half away from zero to the cent (credit notes are negative). */
export function vatCents(netCents: number, rateBasisPoints = VAT_RATE_BASIS_POINTS): number {
  const exact = (Math.abs(netCents) * rateBasisPoints) / 10_000;
  return Math.sign(netCents) * Math.round(exact);
}

export interface AmountLine {
  netCents: number;
  vatRateBasisPoints: number;
}

/**
 * An invoice's sums: VAT is taken once per rate over the lines' net sum (as Finnish invoices show it), so
 * rounding per line never leaves the total a cent off the VAT breakdown.
 */
export function invoiceSums(lines: readonly AmountLine[]): {
  netCents: number;
  vatCents: number;
  totalCents: number;
  byRate: { rateBasisPoints: number; netCents: number; vatCents: number }[];
} {
  const rates = new Map<number, number>();
  for (const line of lines)
    rates.set(line.vatRateBasisPoints, (rates.get(line.vatRateBasisPoints) ?? 0) + line.netCents);
  const byRate = [...rates.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBasisPoints, net]) => ({
      rateBasisPoints,
      netCents: net,
      vatCents: vatCents(net, rateBasisPoints),
    }));
  const netCents = byRate.reduce((sum, rate) => sum + rate.netCents, 0);
  const vat = byRate.reduce((sum, rate) => sum + rate.vatCents, 0);
  return { netCents, vatCents: vat, totalCents: netCents + vat, byRate };
}

/** A VAT rate in basis points as people write it: '25,5 %' in Finnish and Swedish, '25.5 %' in English. */
export function formatVatRate(rateBasisPoints: number, language: Language = 'fi'): string {
  const rate = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(
    rateBasisPoints / 100,
  );
  return `${rate} %`;
}

/** An amount in cents as a plain decimal for exports: '-1234.50'. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
