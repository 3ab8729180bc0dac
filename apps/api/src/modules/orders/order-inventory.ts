import type { OrderReason } from '@kaista/domain/orders';
import type { Database } from '../../db/client';

/** One product of a completed order, as it was ordered. */
export interface CompletedOrderItem {
  itemNo: number;
  orderlineBundleNo: number;
  bundleNo: number;
  productCode: string;
  productName: string;
  offeringType: string;
  oneTimeCents: number;
  monthlyCents: number;
  /** The values it was ordered with (number, ICCID, contactName, costCenter, payerAccountId…). */
  characteristics: Record<string, string>;
  /** The rows of its composite characteristics (the APN list), by characteristic code. */
  compositeValues: Record<string, Record<string, string>[]>;
}

/** An order the fulfilment is completing, with what was ordered. */
export interface CompletedOrder {
  companyId: string;
  orderId: string;
  orderNumber: number;
  /** §4 order type: NEW makes services, CHANGE / MODIFICATION change one, CEASE / CANCEL end one… */
  orderType: string;
  userId: string;
  /** The billing agreement and cost centre the order was placed with (its cart's payer); null when none. */
  billing: { payerId: string | null; costPoolId: string | null };
  items: readonly CompletedOrderItem[];
}

/** What completing the order did to the company's services: applied, or refused with a reason. */
export type InventoryOutcome = { applied: true } | { applied: false; reason: OrderReason };

/**
 * THE SEAM between orders and the services inventory: what an order's completion does to the company's
 * services and assets (a new subscription, a package change, a termination). The orders module calls it
 * once per completed order, inside the transaction that moves the order to COMPLETED (`tx`): whatever it
 * writes with `tx` is kept exactly when the completion is, so a retried or restarted fulfilment never
 * applies an order twice. Refusing (`applied: false`) moves the order to ERRORED with the reason; throwing
 * rolls everything back and the step is retried.
 *
 * The implementation is supplied by the app's wiring (`apps/api/src/order-inventory.ts`: the services
 * area's), since API modules do not import each other.
 */
export interface OrderInventory {
  applyCompletedOrder(tx: Database, order: CompletedOrder): Promise<InventoryOutcome>;
}
