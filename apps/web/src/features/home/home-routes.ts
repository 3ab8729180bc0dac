import type { RouteObject } from 'react-router';

/** §2 /{companyId}/home, relative to /{companyId}. */
export const homeRoutes: RouteObject[] = [
  {
    path: 'home',
    handle: { menuEntry: 'home', titleKey: 'nav.home' },
    lazy: async () => ({ Component: (await import('./home-page')).HomePage }),
  },
];
