import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import { userParamsSchema } from '../ordering/cart';
import { userPath } from '../ordering/cart-call-paths';
import {
  orderListQuerySchema,
  orderPageSchema,
  orderParamsSchema,
  orderSchema,
  orderSearchAnswerSchema,
  orderSearchQuerySchema,
} from './orders';

/**
 * §7 'Carts and orders': the company's orders under /businesses/{id}/users/{uid} (the caller's own uid, as
 * the submit), and §7 /search/orders.
 */
export const orderCalls = namedCalls('order', {
  list: defineCall({
    method: 'GET',
    path: `${userPath}/orders`,
    params: userParamsSchema,
    query: orderListQuerySchema,
    response: orderPageSchema,
  }),
  get: defineCall({
    method: 'GET',
    path: `${userPath}/orders/:orderId`,
    params: orderParamsSchema,
    response: orderSchema,
  }),
  search: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/search/orders',
    params: companyParamsSchema,
    query: orderSearchQuerySchema,
    response: orderSearchAnswerSchema,
  }),
});
