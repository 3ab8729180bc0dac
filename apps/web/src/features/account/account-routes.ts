import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';

/** /{companyId}/account/sessions (and under /0): open to every logged-in user. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account/sessions',
    lazy: lazyPage(['account'], async () => (await import('./sessions-page')).SessionsPage),
  },
];

/** The user's own pages, with a company and without one. */
export const accountArea: Area = { companyRoutes: accountRoutes, operatorRoutes: accountRoutes };
