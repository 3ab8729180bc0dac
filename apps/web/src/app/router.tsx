import { createBrowserRouter, type RouteObject } from 'react-router';
import { leavePage } from '../lib/http/page-scope';
import { appRoutes } from './routing/routes';

/** The data router of the app; calls of a page are aborted when its path is left (§7). */
export function createAppRouter(developmentRoutes: RouteObject[] = []) {
  const routes = appRoutes(developmentRoutes);
  const router = createBrowserRouter(routes);
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    leavePage();
  });
  return { router, routes };
}
