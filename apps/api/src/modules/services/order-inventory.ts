import type { Database } from '../../db/client';
import type { CompletedOrder, Outcome } from './completed-order';
import { addNewServices } from './new-services';
import { backFromRepair } from './repaired-assets';
import { applyToTarget } from './target-subscription';

/**
 * The services side of the orders seam (`modules/orders/order-inventory.ts`): a completed NEW order becomes
 * the company's new services, one per ordered subscription or broadband bundle, with its number, SIM, user,
 * add-ons, barrings, APNs, fixed term, the payer and cost centre the order was placed with, and the order. A
 * number or SIM already in the inventory refuses the whole order (it goes to ERRORED with the reason), so
 * nothing is half applied. A completed CHANGE or CEASE order changes its target subscription (the
 * `targetSubscriptionId` of its items): a new package, or the end of the service. A completed REPAIR_ORDER
 * brings its asset (the `assetId` of its items) back from REPAIR to IN USE. Other order types change nothing.
 */
export const servicesOrderInventory = {
  async applyCompletedOrder(tx: Database, order: CompletedOrder): Promise<Outcome> {
    if (order.orderType === 'CHANGE' || order.orderType === 'CEASE') return applyToTarget(tx, order);
    if (order.orderType === 'REPAIR_ORDER') return backFromRepair(tx, order);
    if (order.orderType !== 'NEW') return { applied: true };
    return addNewServices(tx, order);
  },
};
