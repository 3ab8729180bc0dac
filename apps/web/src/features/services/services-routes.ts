import { SERVICE_ACCESS } from '@kaista/domain/services';
import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

/** §2 services: the subscription inventory, a service's page, the assets and an asset's page, relative to /{companyId}. */
export const servicesRoutes: RouteObject[] = [
  {
    path: 'services',
    handle: routeHandle({ menuEntry: 'services' }),
    children: [
      {
        index: true,
        lazy: lazyPage(['services'], async () => (await import('./service-list-page')).ServiceListPage),
      },
      {
        path: 'poas',
        // The powers of attorney are read by who may order changes to services, as the server's list allows.
        handle: routeHandle({ requirement: SERVICE_ACCESS.changeOrder }),
        lazy: lazyPage(['services'], async () => (await import('./poa-list-page')).PoaListPage),
      },
      {
        path: ':serviceId',
        lazy: lazyPage(['services', 'tickets'], async () => (await import('./service-page')).ServicePage),
      },
    ],
  },
  {
    path: 'assets',
    handle: routeHandle({ menuEntry: 'assets' }),
    children: [
      {
        index: true,
        lazy: lazyPage(['services'], async () => (await import('./asset-list-page')).AssetListPage),
      },
      {
        path: ':assetId',
        lazy: lazyPage(['services'], async () => (await import('./asset-page')).AssetPage),
      },
    ],
  },
  {
    path: 'availability-search',
    handle: routeHandle({ menuEntry: 'availability-search' }),
    lazy: lazyPage(['services'], async () => (await import('./availability-page')).AvailabilityPage),
  },
];

export const servicesArea: Area = { companyRoutes: servicesRoutes };
