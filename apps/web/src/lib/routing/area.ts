import type { MenuEntryId } from '@kaista/domain/shared/roles';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A hook an area gives for a menu entry of its own: the count to show, 0 for none (§2 badges). */
export type MenuBadgeHook = (companyId: string | null, isShown: boolean) => number;

/**
 * A feature area as the app registers it: its pages below /{companyId}, below /0 and at the root of the
 * shell, and the badges of its menu entries. Adding an area is its folder and one line in app/areas.ts.
 */
export type Area = {
  companyRoutes?: RouteObject[];
  operatorRoutes?: RouteObject[];
  shellRoutes?: RouteObject[];
  badges?: Partial<Record<MenuEntryId, MenuBadgeHook>>;
  /** Something of the area's own in the header's actions (the shop's mini cart); it decides when to show. */
  headerItem?: ComponentType<{ companyId: string | null }>;
};
