import { COMPANY_CREATOR_ROLES } from '@kaista/domain/company-search';
import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { routeHandle } from '../../lib/routing/route-handle';
import { lazyPage } from '../../lib/routing/lazy-page';

/** §2 /0 (the search itself) and /0/company/new, relative to /0. */
export const companySearchRoutes: RouteObject[] = [
  {
    index: true,
    handle: routeHandle({ menuEntry: 'companies' }),
    lazy: lazyPage(['company-search'], async () => (await import('./company-search-page')).CompanySearchPage),
  },
  {
    path: 'company/new',
    handle: routeHandle({
      requirement: { roles: COMPANY_CREATOR_ROLES },
    }),
    lazy: lazyPage(['company-search'], async () => (await import('./new-company-page')).NewCompanyPage),
  },
];

export const companySearchArea: Area = { operatorRoutes: companySearchRoutes };
