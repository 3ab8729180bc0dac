import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/lazy-page';

/** §2 /{companyId}/home, relative to /{companyId}. */
export const homeRoutes: RouteObject[] = [
  {
    path: 'home',
    handle: { menuEntry: 'home', titleKey: 'shell.nav.home' },
    lazy: lazyPage(['home'], async () => (await import('./home-page')).HomePage),
  },
];
