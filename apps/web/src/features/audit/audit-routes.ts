import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/routing/route-handle';

/** /{companyId}/company/audit, relative to /{companyId}. */
export const auditRoutes: RouteObject[] = [
  {
    path: 'company/audit',
    handle: routeHandle({ menuEntry: 'audit-log', titleKey: 'audit.title' }),
    lazy: async () => ({ Component: (await import('./audit-page')).AuditPage }),
  },
];
