import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { routeHandle } from '../../lib/routing/route-handle';
import { lazyPage } from '../../lib/routing/lazy-page';

/**
 * §2 /{companyId}/matsku, relative to /{companyId}. Its page says that the shop comes in a later release, so
 * the route is marked as coming soon like the placeholders; the shop's own route replaces this one.
 */
export const shopLandingRoute: RouteObject = {
  path: 'matsku',
  handle: routeHandle({ menuEntry: 'matsku', titleKey: 'shell.nav.matsku', comingSoon: true }),
  lazy: lazyPage(['landing'], async () => (await import('./shop-landing-page')).ShopLandingPage),
};

export const landingArea: Area = { companyRoutes: [shopLandingRoute] };
