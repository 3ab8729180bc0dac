import { RECENT_COMPANIES_MAX } from '../shared/constants/limits';
import { MENU_ENTRIES } from '../shared/roles/menu-entries';
import { NO_COMPANY_ID } from '../shared/roles/role-holder';

const LIST_PAGES = new Set(
  MENU_ENTRIES.filter((entry) => entry.path.startsWith('/:companyId/')).map((entry) =>
    entry.path.slice('/:companyId'.length),
  ),
);

/**
 * §2 company switch: nothing for the same company; /0 for company 0; otherwise the same page in the new
 * company when it is a company-independent page of the menu, else home (or the shop in the partner shop).
 */
export function companySwitchPath(
  currentPath: string,
  fromCompanyId: string,
  toCompanyId: string,
): string | null {
  if (toCompanyId === fromCompanyId) return null;
  if (toCompanyId === NO_COMPANY_ID) return '/0';
  const page = currentPath.startsWith(`/${fromCompanyId}/`)
    ? currentPath.slice(fromCompanyId.length + 1)
    : '';
  if (LIST_PAGES.has(page)) return `/${toCompanyId}${page}`;
  return page.startsWith('/matsku') ? `/${toCompanyId}/matsku` : `/${toCompanyId}/home`;
}

/** §2 change-default-company modal: the user's other companies, the current default excluded. */
export function defaultCompanyChoices<T extends { uid: string }>(
  companies: readonly T[],
  defaultCompanyId: string | null,
): T[] {
  return companies.filter((company) => company.uid !== defaultCompanyId);
}

/** §3 profile: recent companies, newest first, no duplicates, at most the limit. */
export function addRecentCompany<T extends { uid: string }>(
  recent: readonly T[],
  company: T,
  limit = RECENT_COMPANIES_MAX,
): T[] {
  return [company, ...recent.filter((c) => c.uid !== company.uid)].slice(0, limit);
}
