/**
 * The method and path of the cart summary call, apart from its schemas: the services badge on every page
 * makes it, and the web app's first load carries no zod.
 */
export const cartSummaryRoute = {
  method: 'GET',
  path: '/api/businesses/:id/users/:uid/cartsummary',
} as const;
