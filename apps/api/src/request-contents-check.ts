import { assertRequestable } from './modules/ordering/cart-preorder-check';
import type { RequestContentsCheck } from './modules/orders/request-contents';

/**
 * What an employee's order request is checked against (the seam of `modules/orders/request-contents.ts`): the
 * order capture's own check of the contents step's fields, the one an order's submit runs.
 */
export const requestContentsCheck: RequestContentsCheck = { assertRequestable };
