import { MENU_ENTRIES } from '@kaista/domain/shared/roles';
import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

/**
 * The menu entries whose page is still the coming-soon placeholder, worked out from the route table alone:
 * when an area's own routes replace its placeholders, its entries lose the mark without another change.
 */
export function comingSoonEntryIds(routes: RouteObject[]): ReadonlySet<string> {
  return new Set(
    MENU_ENTRIES.filter((entry) => {
      const page = matchRoutes(routes, entry.path)?.at(-1)?.route;
      return (page?.handle as RouteHandle | undefined)?.comingSoon === true;
    }).map((entry) => entry.id),
  );
}

export const ComingSoonContext = createContext<ReadonlySet<string>>(new Set());

/** The ids of the menu entries not built yet, for the quiet 'coming' mark of menus and tiles. */
export function useComingSoonEntries(): ReadonlySet<string> {
  return useContext(ComingSoonContext);
}
