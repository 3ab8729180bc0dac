import { COMPANY_CREATOR_ROLES } from '@kaista/domain/company-search';
import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { routeHandle } from '../../lib/routing/route-handle';
import { lazyPage } from '../../lib/routing/lazy-page';

/** §2 /0 pages of the operator tools, relative to /0; the search page is /0 itself. */
export const operatorToolRoutes: RouteObject[] = [
  {
    index: true,
    handle: routeHandle({ menuEntry: 'companies', titleKey: 'shell.nav.companies' }),
    lazy: lazyPage(['company-search'], async () => (await import('./company-search-page')).CompanySearchPage),
  },
  {
    path: 'company/new',
    handle: routeHandle({
      requirement: { roles: COMPANY_CREATOR_ROLES },
      titleKey: 'shell.pages.new-company',
    }),
    lazy: lazyPage(['company-search'], async () => (await import('./new-company-page')).NewCompanyPage),
  },
  {
    path: 'admintools/session',
    handle: routeHandle({ menuEntry: 'admin-session', titleKey: 'shell.pages.admin-session' }),
    lazy: lazyPage(['company-search'], async () => (await import('./admin-session-page')).AdminSessionPage),
  },
];

/** §2/§9 /environmentmode for operator staff: the session's environment. */
export const operatorEnvironmentRoute: RouteObject = {
  path: 'environmentmode',
  handle: routeHandle({ menuEntry: 'environment-mode', titleKey: 'shell.nav.environment-mode' }),
  lazy: lazyPage(
    ['company-search'],
    async () => (await import('./environment-mode-page')).EnvironmentModePage,
  ),
};

/** Operator tools: company search and its tools under /0, environment mode at the root. */
export const companySearchArea: Area = {
  operatorRoutes: operatorToolRoutes,
  shellRoutes: [operatorEnvironmentRoute],
};
