import type { RouteObject } from 'react-router';

/** §2 /0, the operator staff's landing; an index route of /0 so the operator tools can add siblings. */
export const operatorLandingRoute: RouteObject = {
  index: true,
  handle: { menuEntry: 'companies', titleKey: 'nav.companies' },
  lazy: async () => ({ Component: (await import('./operator-landing-page')).OperatorLandingPage }),
};

/** §2 /{companyId}/matsku, relative to /{companyId}. */
export const shopLandingRoute: RouteObject = {
  path: 'matsku',
  handle: { menuEntry: 'matsku', titleKey: 'nav.matsku' },
  lazy: async () => ({ Component: (await import('./shop-landing-page')).ShopLandingPage }),
};
