import { createBrowserRouter, type RouteObject } from 'react-router';
import { appRoutes, areaRoutesOnNavigation } from './routing/routes';

/** The data router of the app; its provider ends a page's calls when its path is left (§7). */
export function createAppRouter(developmentRoutes: RouteObject[] = []) {
  return createBrowserRouter(appRoutes(developmentRoutes), {
    patchRoutesOnNavigation: areaRoutesOnNavigation(),
  });
}
