import type { FeatureFlags } from '../constants/feature-flags';
import { meetsAccessRequirement } from './access-requirement';
import { MENU_ENTRIES, type MenuEntry } from './menu-entries';
import { isRealCompanyId, type RoleHolder } from './role-holder';

export type MenuOptions = { officeSuppliesCompanyId?: string | null };

export type VisibleMenuEntry = MenuEntry & { href: string };

/**
 * §6: an entry shows when its flag is on, its role requirement passes and its permissions are held; operator
 * tools outside companies show only while no company is chosen.
 */
function isVisible(
  entry: MenuEntry,
  holder: RoleHolder,
  companyId: string | null,
  flags: FeatureFlags,
  options: MenuOptions,
): boolean {
  if (entry.officeSuppliesCompanyOnly && companyId !== options.officeSuppliesCompanyId) return false;
  if (entry.outsideCompanies && isRealCompanyId(companyId)) return false;
  return meetsAccessRequirement(holder, companyId, entry, flags);
}

/** §6: the menu entries a user sees in a company with the given feature flags, with their resolved links. */
export function visibleMenuEntries(
  holder: RoleHolder,
  companyId: string | null,
  flags: FeatureFlags,
  options: MenuOptions = {},
): VisibleMenuEntry[] {
  const pathCompany = isRealCompanyId(companyId) ? companyId : '0';
  return MENU_ENTRIES.filter((entry) => isVisible(entry, holder, companyId, flags, options)).map((entry) => ({
    ...entry,
    href: entry.path.replace(':companyId', pathCompany),
  }));
}

const MENULESS_PATHS = [/^\/?$/, /^\/0\/?$/, /^\/environmentmode\/?$/, /^\/[^/]+\/matsku\/stores\/?$/];

/** §2: the primary menu is hidden on /, /0, /environmentmode and the matsku stores page. */
export function isPrimaryMenuHidden(pathname: string): boolean {
  return MENULESS_PATHS.some((pattern) => pattern.test(pathname));
}
