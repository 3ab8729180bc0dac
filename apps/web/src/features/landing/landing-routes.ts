import type { RouteObject } from 'react-router';

/** §2 /{companyId}/matsku, relative to /{companyId}. */
export const shopLandingRoute: RouteObject = {
  path: 'matsku',
  handle: { menuEntry: 'matsku', titleKey: 'nav.matsku' },
  lazy: async () => ({ Component: (await import('./shop-landing-page')).ShopLandingPage }),
};
