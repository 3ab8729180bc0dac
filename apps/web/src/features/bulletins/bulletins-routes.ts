import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

/** /0/bulletins: the operator's bulletins to companies, relative to /0. */
export const bulletinsRoutes: RouteObject[] = [
  {
    path: 'bulletins',
    handle: routeHandle({ menuEntry: 'bulletins' }),
    lazy: lazyPage(['bulletins'], async () => (await import('./bulletins-page')).BulletinsPage),
  },
];

export const bulletinsArea: Area = { operatorRoutes: bulletinsRoutes };
