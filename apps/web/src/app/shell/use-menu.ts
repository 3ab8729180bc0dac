import type { MenuEntryId, MenuSection } from '@kaista/domain/shared/roles';
import { useLocation, useMatches } from 'react-router';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { menuEntriesFor } from '../../lib/routing/menu-entries';
import { groupBySection, type MenuGroup } from '../../lib/routing/menu-groups';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { useSessionUser } from '../../lib/session/use-session-user';
import { useKnownPathCompanyId } from '../routing/use-company-presence';

export type { MenuGroup };

export type Menu = {
  groups: MenuGroup[];
  /**
   * The entry of the current page: the one whose link is the longest prefix of the path, else the one the
   * page's route names (its `menuEntry`).
   */
  activeEntryId: MenuEntryId | null;
  activeSection: MenuSection | null;
};

function isWithin(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** §2/§6: the primary menu of the current company, grouped by section in table order. */
export function useMenu(): Menu {
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  const { pathname } = useLocation();
  const matches = useMatches();
  // A company the server does not know (an operator's mistyped number) has no menu of its own: the desk's
  // stands, rather than a menu whose every entry would lead to not found again.
  const companyId = useKnownPathCompanyId();
  const isCompanyMissing = companyId !== (matches.at(-1)?.params.companyId ?? null);
  const entries = menuEntriesFor(user, companyId, flags);
  // A page outside every entry's address (/company/groups) belongs to the entry its route names.
  const named = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.menuEntry)
    .filter((id) => id !== undefined)
    .at(-1);
  // An address without a page is no entry's, though it may start like one (/0/no-such-page, like /0).
  const isNotFound =
    isCompanyMissing || (matches.at(-1)?.handle as RouteHandle | undefined)?.notFound === true;
  const active = isNotFound
    ? undefined
    : (entries
        .filter((entry) => isWithin(pathname, entry.href))
        .sort((a, b) => b.href.length - a.href.length)[0] ?? entries.find((entry) => entry.id === named));
  return {
    groups: groupBySection(entries),
    activeEntryId: active?.id ?? null,
    activeSection: active?.section ?? null,
  };
}
