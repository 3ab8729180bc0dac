/**
 * Each businesses call's method and path, apart from its schemas, which businesses-calls.ts adds: the web
 * app's shell loads the company in the path on every load, and its first load carries no zod (issue 17).
 */
export const businessesRoutes = {
  own: { method: 'GET', path: '/api/businesses' },
  get: { method: 'GET', path: '/api/businesses/:id' },
} as const;
