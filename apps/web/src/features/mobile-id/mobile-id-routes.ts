import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

/** §2 /{companyId}/company/mobile-certificate, relative to /{companyId}. */
export const mobileIdRoutes: RouteObject[] = [
  {
    path: 'company/mobile-certificate',
    handle: routeHandle({ menuEntry: 'mobile-certificate' }),
    lazy: lazyPage(['mobile-id'], async () => (await import('./mobile-id-page')).MobileIdPage),
  },
];

export const mobileIdArea: Area = { companyRoutes: mobileIdRoutes };
