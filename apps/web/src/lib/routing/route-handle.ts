import type { AccessRequirement, FeatureFlag } from '@kaista/domain';

/**
 * Route metadata read by the one guard of the app (DESIGN.md §6). A route names the §6 menu entry whose
 * requirement it shares, or states its own; a child route must pass its parents' requirements too.
 */
export type RouteHandle = {
  menuEntry?: string;
  requirement?: AccessRequirement & { flag?: FeatureFlag };
  /** The translation key of the page's name, for the placeholder of a page not built yet. */
  titleKey?: string;
  /** The catch-all route: no page has this address. */
  notFound?: true;
  /** The page is the coming-soon placeholder (or says its area comes later); menus mark its entry. */
  comingSoon?: true;
};

export function routeHandle(handle: RouteHandle): RouteHandle {
  return handle;
}
