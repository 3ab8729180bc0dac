import type { FeatureFlags } from '../shared/constants/feature-flags';
import { visibleMenuEntries } from '../shared/roles/menu';
import type { MenuEntryId } from '../shared/roles/menu-entries';
import type { Rights } from './grant-rules';

export interface AccessChange {
  gains: MenuEntryId[];
  loses: MenuEntryId[];
}

/** The menu entries a company user with these rights reaches in the company (§6), in menu order. */
export const menuEntriesOf = (companyId: string, rights: Rights, flags: FeatureFlags): MenuEntryId[] =>
  visibleMenuEntries(
    { roles: [], organizations: [{ uid: companyId, roles: rights.roles, permissions: rights.permissions }] },
    companyId,
    flags,
  ).map((entry) => entry.id);

/**
 * The effective-access preview: which menu entries a company user gains and loses with a change of
 * rights, by the same §6 rules that build the menu and guard the routes.
 */
export function accessChange(
  companyId: string,
  before: Rights,
  after: Rights,
  flags: FeatureFlags,
): AccessChange {
  const had = menuEntriesOf(companyId, before, flags);
  const has = menuEntriesOf(companyId, after, flags);
  return { gains: has.filter((id) => !had.includes(id)), loses: had.filter((id) => !has.includes(id)) };
}
