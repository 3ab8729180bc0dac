import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/routing/route-handle';
import { lazyPage } from '../../lib/routing/lazy-page';

/** /{companyId}/account/sessions (and under /0): open to every logged-in user. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account/sessions',
    handle: routeHandle({ titleKey: 'account.sessions-title' }),
    lazy: lazyPage(['account'], async () => (await import('./sessions-page')).SessionsPage),
  },
];
