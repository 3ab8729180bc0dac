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

/**
 * Each line's VAT, shared out so that the lines of a rate add up to the VAT `invoiceSums` takes once over their
 * sum, as an export of the lines is summed: each line's exact tax cut to whole cents towards zero, then the
 * cents left over, one each, to the lines that the cut lost most (largest remainder).
 */
export function lineVatCents(lines: readonly AmountLine[]): number[] {
  const shares = lines.map((line) => line.netCents * line.vatRateBasisPoints);
  const cut = shares.map((share) => Math.trunc(share / 10_000));
  for (const rate of new Set(lines.map((line) => line.vatRateBasisPoints))) {
    const indexes = lines.flatMap((line, index) => (line.vatRateBasisPoints === rate ? [index] : []));
    const net = indexes.reduce((sum, index) => sum + lines[index]!.netCents, 0);
    const left = vatCents(net, rate) - indexes.reduce((sum, index) => sum + cut[index]!, 0);
    const lost = (index: number) => Math.sign(left) * (shares[index]! - cut[index]! * 10_000);
    const takers = [...indexes].sort((a, b) => lost(b) - lost(a) || a - b).slice(0, Math.abs(left));
    for (const index of takers) cut[index]! += Math.sign(left);
  }
  return cut;
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
