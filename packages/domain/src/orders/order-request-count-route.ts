/**
 * The method and path of the order-request count, apart from its schemas (order-requests.ts): the menu badge
 * on every page makes it, and the web app's first load carries no zod.
 */
export const orderRequestCountRoute = {
  method: 'GET',
  path: '/api/businesses/:id/users/:uid/orderrequests/count',
} as const;
