/**
 * The method and path of the rights refresh call, apart from its schemas (user-calls.ts): the web app makes
 * it after a 403 on any page, and its first load carries no zod (issue 17).
 */
export const rightsRefreshRoute = {
  method: 'POST',
  path: '/api/businesses/:id/users/:userId/refresh',
} as const;
