import type { OrderReason } from '@kaista/domain/orders';
import type { ServiceApn } from '@kaista/domain/services';

/** One product of a completed order as the orders module hands it over (its `CompletedOrderItem`). */
export interface OrderedItem {
  orderlineBundleNo: number;
  /** The selection the item belongs to: one of a line's quantity, the unit that becomes one service. */
  bundleNo: number;
  productCode: string;
  productName: string;
  offeringType: string;
  monthlyCents: number;
  characteristics: Record<string, string>;
  compositeValues: Record<string, Record<string, string>[]>;
}

/** A completed order as the orders module hands it over (its `CompletedOrder`). */
export interface CompletedOrder {
  companyId: string;
  orderId: string;
  orderNumber: number;
  orderType: string;
  billing: { payerId: string | null; costPoolId: string | null };
  items: readonly OrderedItem[];
}

export type Outcome = { applied: true } | { applied: false; reason: OrderReason };

/** The offerings that become a service of their own; the rest of their bundle describes it. */
export const SERVICE_OFFERINGS = ['SUBSCRIPTION', 'BROADBAND'];

/** APN list rows (an order's or the catalogue's standard ones) as a service keeps them. */
export const serviceApnsOf = (entries: readonly Record<string, string>[]): ServiceApn[] =>
  entries.flatMap(({ apnName, apnType }) => (apnName ? [{ name: apnName, type: apnType ?? '' }] : []));

/** An item's APN list as ordered (the standard APN first), as a service keeps it; null when it has none. */
export function orderedApns(item: OrderedItem): ServiceApn[] | null {
  const entries = item.compositeValues.apnList;
  return entries ? serviceApnsOf(entries) : null;
}
