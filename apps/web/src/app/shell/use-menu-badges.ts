import type { MenuEntryId } from '@kaista/domain/shared/roles';
import type { MenuBadgeHook } from '../../lib/routing/area';
import { SHELL_ITEMS } from '../shell-items';

/** §2 badges: per menu entry, the count to show; an entry without one shows none. */
export type MenuBadges = Partial<Record<MenuEntryId, number>>;

const SOURCES = SHELL_ITEMS.flatMap((items) => Object.entries(items.badges ?? {})) as [
  MenuEntryId,
  MenuBadgeHook,
][];

/**
 * Asks every area for the badges of its menu entries; the shell itself knows no area's calls. The list is
 * fixed when the app loads, so the areas' hooks run in the same order on every render.
 */
export function useMenuBadges(companyId: string | null, shownIds: ReadonlySet<MenuEntryId>): MenuBadges {
  const badges: MenuBadges = {};
  for (const [entry, countOf] of SOURCES) {
    const count = countOf(companyId, shownIds.has(entry));
    if (count > 0) badges[entry] = count;
  }
  return badges;
}
