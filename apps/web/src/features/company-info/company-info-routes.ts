import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

/** §2 /{companyId}/company/info, relative to /{companyId}; company types and address labels are shared. */
export const companyInfoRoutes: RouteObject[] = [
  {
    path: 'company/info',
    handle: routeHandle({ menuEntry: 'contact-details' }),
    lazy: lazyPage(
      ['company-info', 'company-search'],
      async () => (await import('./company-info-page')).CompanyInfoPage,
    ),
  },
];

export const companyInfoArea: Area = { companyRoutes: companyInfoRoutes };
