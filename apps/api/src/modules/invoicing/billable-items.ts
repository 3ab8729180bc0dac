import type { Database } from '../../db/client';

/** A subscription a billing agreement pays for monthly, in the cost centre it is assigned to. */
export interface BillableSubscription {
  serviceId: string;
  name: string;
  serviceType: string;
  monthlyPriceCents: number;
  costPoolId: string | null;
  /** ISO dates; billed for every month it is active on any day of. */
  activeFrom: string;
  activeUntil: string | null;
}

/** A one-off charge (a device, an installation, an order fee) waiting for its agreement's next invoice. */
export interface OneOffCharge {
  id: string;
  description: string;
  serviceType: string;
  serviceId: string | null;
  quantity: number;
  unitPriceCents: number;
  costPoolId: string | null;
  chargedOn: string;
}

export interface BillingPeriod {
  /** ISO dates of the month's first and last day. */
  start: string;
  end: string;
}

/**
 * What a billing run bills: the subscriptions are the services area's inventory, the one-off charges the
 * billing register's (completed orders fill it). The app wires both in `apps/api/src/billable-items.ts`.
 */
export interface BillableItems {
  subscriptions(companyId: string, payerId: string, period: BillingPeriod): Promise<BillableSubscription[]>;
  /** Charges made on or before the period's end that no invoice has billed yet. */
  waitingCharges(companyId: string, payerId: string, period: BillingPeriod): Promise<OneOffCharge[]>;
  /** Marks charges billed by the invoice, in the invoice's own transaction. */
  markBilled(tx: Database, companyId: string, chargeIds: string[], invoiceId: string): Promise<void>;
}
