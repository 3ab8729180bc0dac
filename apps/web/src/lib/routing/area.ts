import type { MenuEntryId } from '@kaista/domain/shared/roles';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A hook an area gives for a menu entry of its own: the count to show, 0 for none (§2 badges). */
export type MenuBadgeHook = (companyId: string | null, isShown: boolean) => number;

/**
 * A feature area's pages as the app registers them: below /{companyId}, below /0 and at the root of the
 * shell. Adding an area is its folder and one line in app/areas.ts. The route tables load with the first
 * page rather than in the first load (app/routing/area-routes.ts).
 */
export type Area = {
  companyRoutes?: RouteObject[];
  operatorRoutes?: RouteObject[];
  shellRoutes?: RouteObject[];
};

/**
 * What an area puts into the shell itself, which every page draws: the badges of its menu entries and
 * something of its own among the header's actions. Registered in app/shell-items.ts, in the first load.
 */
export type ShellItems = {
  badges?: Partial<Record<MenuEntryId, MenuBadgeHook>>;
  /** Something of the area's own in the header's actions (the shop's mini cart); it decides when to show. */
  headerItem?: ComponentType<{ companyId: string | null }>;
};
