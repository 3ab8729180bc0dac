const COMPANY_ROUTE_PREFIX = '/api/businesses/:id';

/** A route on one company, `/api/businesses/{id}/…`: the tenant guard checks the caller against its company. */
export function isCompanyRoute(route: string): boolean {
  return route === COMPANY_ROUTE_PREFIX || route.startsWith(`${COMPANY_ROUTE_PREFIX}/`);
}
