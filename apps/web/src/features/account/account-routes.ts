import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/routing/route-handle';

/** /{companyId}/account/sessions (and under /0): open to every logged-in user. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account/sessions',
    handle: routeHandle({ titleKey: 'account.sessions-title' }),
    lazy: async () => ({ Component: (await import('./sessions-page')).SessionsPage }),
  },
];
