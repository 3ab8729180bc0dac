import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

/** §2 /{companyId}/reports, relative to /{companyId}. */
export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    handle: routeHandle({ menuEntry: 'reports' }),
    lazy: lazyPage(['reports'], async () => (await import('./reports-page')).ReportsPage),
  },
];

export const reportsArea: Area = { companyRoutes: reportsRoutes };
