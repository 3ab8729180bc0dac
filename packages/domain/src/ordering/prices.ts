import type { Price } from './catalogue';

export type PriceTotals = { oneTimeCents: number; monthlyCents: number };

export const ZERO_TOTALS: PriceTotals = { oneTimeCents: 0, monthlyCents: 0 };

/** The one-off and the monthly part of a product's prices, times a quantity. */
export function priceTotals(prices: readonly Price[], quantity = 1): PriceTotals {
  return prices.reduce(
    (totals, price) =>
      price.billingType === 'ONE_TIME'
        ? { ...totals, oneTimeCents: totals.oneTimeCents + price.valueCents * quantity }
        : { ...totals, monthlyCents: totals.monthlyCents + price.valueCents * quantity },
    ZERO_TOTALS,
  );
}

export const addTotals = (a: PriceTotals, b: PriceTotals): PriceTotals => ({
  oneTimeCents: a.oneTimeCents + b.oneTimeCents,
  monthlyCents: a.monthlyCents + b.monthlyCents,
});

/**
 * What an order commits the company to: the one-off costs plus every recurring price over its term, or over
 * COMMITMENT_MONTHS for a price without a term (the credit check's measure of an order's value).
 */
export const COMMITMENT_MONTHS = 24;
export function commitmentCents(prices: readonly Price[], quantity: number): number {
  return prices.reduce((sum, price) => {
    if (price.billingType === 'ONE_TIME') return sum + price.valueCents * quantity;
    return sum + price.valueCents * quantity * (price.termPeriod?.amount ?? COMMITMENT_MONTHS);
  }, 0);
}

/** §9: the unit price of an item is its total divided by the quantity, times the term period when given. */
export function unitPriceCents(totalCents: number, quantity: number, termMonths: number | null): number {
  return Math.round((totalCents / Math.max(1, quantity)) * (termMonths ?? 1));
}
