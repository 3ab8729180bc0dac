import { createBrowserRouter, type RouteObject } from 'react-router';
import { appRoutes } from './routing/routes';

/** The data router of the app; its provider ends a page's calls when its path is left (§7). */
export function createAppRouter(developmentRoutes: RouteObject[] = []) {
  const routes = appRoutes(developmentRoutes);
  const router = createBrowserRouter(routes);
  return { router, routes };
}
