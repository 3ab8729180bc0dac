import type { OrderInventory } from './modules/orders/order-inventory';
import { servicesOrderInventory } from './modules/services/order-inventory';

/**
 * What a completed order does to the company's services (the seam of `modules/orders/order-inventory.ts`),
 * chosen here because API modules do not import each other: the services area makes a completed NEW order
 * the company's new services.
 */
export const orderInventory: OrderInventory = servicesOrderInventory;
