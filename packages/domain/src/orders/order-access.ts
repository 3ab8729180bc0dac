import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';
import { ORDERING_ACCESS } from '../ordering/ordering-access';

/**
 * §6 'orders' and 'order requests', named once for the server's guards, the web's routes and the menu.
 * Handling the company's order requests needs OrdersHandleOrderRequest (and display-order-requests);
 * making one, an employee's OrdersRequestOrderRequest (a member of WRITE_MY_ORDER_REQUESTS), who then
 * follows their own requests on the same page (its menu entry admits both).
 */
export const ORDER_ACCESS = {
  read: menuRequirement('orders'),
  handleRequests: { flag: 'display-order-requests', allOf: ['OrdersHandleOrderRequest'] },
  // An orderer whose order meets an approval rule sends it as a request too (issue 11).
  makeRequests: {
    flag: 'display-order-requests',
    anyOf: ['OrdersRequestOrderRequest', 'FECompositeWriteOrder'],
  },
  readRequests: menuRequirement('order-requests'),
  // A bulk order (issue 11) is an order: who may submit a cart as an order may submit one.
  bulk: ORDERING_ACCESS.submit,
} as const satisfies Record<string, AccessRequirement>;
