import type { RouteObject } from 'react-router';

/**
 * §2 /{companyId}/matsku, relative to /{companyId}. Its page says that the shop comes in a later release, so
 * the route is marked as coming soon like the placeholders; the shop's own route replaces this one.
 */
export const shopLandingRoute: RouteObject = {
  path: 'matsku',
  handle: { menuEntry: 'matsku', titleKey: 'nav.matsku', comingSoon: true },
  lazy: async () => ({ Component: (await import('./shop-landing-page')).ShopLandingPage }),
};
