import { AUDIT_READER_ROLES } from '@kaista/domain';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/routing/route-handle';

/** /{companyId}/company/audit, relative to /{companyId}. */
export const auditRoutes: RouteObject[] = [
  {
    path: 'company/audit',
    handle: routeHandle({
      requirement: { roles: AUDIT_READER_ROLES, needsCompany: true },
      titleKey: 'audit.title',
    }),
    lazy: async () => ({ Component: (await import('./audit-page')).AuditPage }),
  },
];
