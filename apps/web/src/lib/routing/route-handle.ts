import type { AccessRequirement, MenuEntryId } from '@kaista/domain/shared/roles';

/**
 * Route metadata read by the one guard of the app (DESIGN.md §6). A route names the §6 menu entry whose
 * requirement it shares, or states its own; a child route must pass its parents' requirements too.
 */
export type RouteHandle = {
  menuEntry?: MenuEntryId;
  requirement?: AccessRequirement;
  /** The catch-all route: no page has this address. */
  notFound?: true;
};

/** The one way a route states its metadata, so that the guard, the menus and the tests read one shape. */
export function routeHandle(handle: RouteHandle): RouteHandle {
  return handle;
}
