import { inventoryNotConnectedYet, type OrderInventory } from './modules/orders/order-inventory';

/**
 * What a completed order does to the company's services (the seam of `modules/orders/order-inventory.ts`),
 * chosen here because API modules do not import each other. Until the services area supplies its
 * implementation (e.g. `servicesOrderInventory` from `modules/services`), completed orders change nothing.
 */
export const orderInventory: OrderInventory = inventoryNotConnectedYet;
