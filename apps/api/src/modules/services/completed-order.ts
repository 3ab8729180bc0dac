/** One product of a completed order as the orders module hands it over (its `CompletedOrderItem`). */
export interface OrderedItem {
  orderlineBundleNo: number;
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

export type Outcome = { applied: true } | { applied: false; reason: string };

/** The offerings that become a service of their own; the rest of their bundle describes it. */
export const SERVICE_OFFERINGS = ['SUBSCRIPTION', 'BROADBAND'];

/** An item's APN list as ordered (the standard APN first), as a service keeps it; null when it has none. */
export function orderedApns(item: OrderedItem): { name: string; type: string }[] | null {
  const entries = item.compositeValues.apnList;
  if (!entries) return null;
  return entries.flatMap(({ apnName, apnType }) => (apnName ? [{ name: apnName, type: apnType ?? '' }] : []));
}
