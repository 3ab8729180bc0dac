import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { routeHandle } from '../../lib/routing/route-handle';
import { lazyPage } from '../../lib/routing/lazy-page';

/** §2 /{companyId}/home, relative to /{companyId}. */
export const homeRoutes: RouteObject[] = [
  {
    path: 'home',
    handle: routeHandle({ menuEntry: 'home' }),
    lazy: lazyPage(['home', 'services', 'orders'], async () => (await import('./home-page')).HomePage),
  },
];

export const homeArea: Area = { companyRoutes: homeRoutes };
