import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { routeHandle } from '../../lib/routing/route-handle';
import { lazyPage } from '../../lib/routing/lazy-page';

/** §2 /0/admintools/session, relative to /0. */
export const adminSessionRoute: RouteObject = {
  path: 'admintools/session',
  handle: routeHandle({ menuEntry: 'admin-session' }),
  lazy: lazyPage(['admin-tools'], async () => (await import('./admin-session-page')).AdminSessionPage),
};

/** §2/§9 /environmentmode for operator staff: the session's environment. */
export const environmentModeRoute: RouteObject = {
  path: 'environmentmode',
  handle: routeHandle({ menuEntry: 'environment-mode' }),
  lazy: lazyPage(['admin-tools'], async () => (await import('./environment-mode-page')).EnvironmentModePage),
};

export const adminToolsArea: Area = {
  operatorRoutes: [adminSessionRoute],
  shellRoutes: [environmentModeRoute],
};
