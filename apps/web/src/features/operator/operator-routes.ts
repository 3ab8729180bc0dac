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

/**
 * §2 /{companyId}/company/users: the company's users, whom operators can act as; relative to /{companyId}, the
 * list is an index child so that the users' own pages can sit beside it.
 */
export const operatorCompanyRoutes: RouteObject[] = [
  {
    path: 'company/users',
    handle: routeHandle({ menuEntry: 'users-and-groups', titleKey: 'shell.nav.users-and-groups' }),
    children: [
      {
        index: true,
        lazy: lazyPage(
          ['company-users'],
          async () => (await import('./company-users-page')).CompanyUsersPage,
        ),
      },
    ],
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
