import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { routeHandle } from '../../lib/routing/route-handle';
import { lazyPage } from '../../lib/routing/lazy-page';

/** /{companyId}/company/audit, relative to /{companyId}. */
export const auditRoutes: RouteObject[] = [
  {
    path: 'company/audit',
    handle: routeHandle({ menuEntry: 'audit-log' }),
    lazy: lazyPage(['audit'], async () => (await import('./audit-page')).AuditPage),
  },
];

export const auditArea: Area = { companyRoutes: auditRoutes };
