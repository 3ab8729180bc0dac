import type { JobRunner } from './jobs/job-runner';
import { ActionOrders } from './modules/orders/action-orders';
import type { OrderInventory } from './modules/orders/order-inventory';
import { invoicingOrderCharges } from './modules/invoicing/order-charges';
import { servicesOrderInventory } from './modules/services/order-inventory';
import type { ServiceOrderDesk } from './modules/services/service-orders';

/**
 * What a completed order does (the seam of `modules/orders/order-inventory.ts`), chosen here because API
 * modules do not import each other: the services area makes a completed NEW order the company's new services
 * and applies a completed CHANGE or CEASE order to its target subscription; when it takes the order,
 * invoicing charges the order's one-off prices to the next invoice of its billing agreement, in the same
 * transaction.
 */
export const orderInventory: OrderInventory = {
  async applyCompletedOrder(tx, order) {
    const outcome = await servicesOrderInventory.applyCompletedOrder(tx, order);
    if (outcome.applied) await invoicingOrderCharges.chargeCompletedOrder(tx, order);
    return outcome;
  },
};

/**
 * Where service actions record their orders (the seam of `modules/services/service-orders.ts`): the orders
 * area's action orders, so a suspension, a SIM change or a package change shows in /orders.
 */
export const serviceOrderDesk = (jobs: JobRunner): ServiceOrderDesk => new ActionOrders(jobs);
