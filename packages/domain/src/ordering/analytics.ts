import { z } from 'zod';

/**
 * §7 analytics events of the order capture (view cart, add/remove, begin checkout, purchase), kept by the
 * portal's own analytics integration (an events table), never sent to a third party. The writes record add,
 * remove and purchase in their own transaction; the web app reports what the user looked at.
 */
export const ANALYTICS_EVENTS = [
  'view_cart',
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'purchase',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** The events the web app reports: the cart step shown (view cart) and the details step shown (checkout). */
export const REPORTED_ANALYTICS_EVENTS = ['view_cart', 'begin_checkout'] as const;

export const analyticsEventBodySchema = z.object({ event: z.enum(REPORTED_ANALYTICS_EVENTS) });
export type AnalyticsEventBody = z.infer<typeof analyticsEventBodySchema>;

/** One product of an event and how many of it (the selections of its order line). */
export interface AnalyticsItem {
  productCode: string;
  quantity: number;
}

/** The items of order lines as an event names them: every chosen product with its line's quantity. */
export function analyticsItems(
  lines: readonly { products: readonly { productCode: string }[]; selections: readonly unknown[] }[],
): AnalyticsItem[] {
  return lines.flatMap((line) =>
    line.products.map((product) => ({ productCode: product.productCode, quantity: line.selections.length })),
  );
}
