import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

/** §2 /{companyId}/company/operative-contacts, relative to /{companyId}. */
export const operativeContactsRoutes: RouteObject[] = [
  {
    path: 'company/operative-contacts',
    handle: routeHandle({ menuEntry: 'operative-contacts' }),
    lazy: lazyPage(
      ['operative-contacts'],
      async () => (await import('./operative-contacts-page')).OperativeContactsPage,
    ),
  },
];

export const operativeContactsArea: Area = { companyRoutes: operativeContactsRoutes };
