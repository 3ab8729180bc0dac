import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

/** §2 /orders and /orders/{orderId}, relative to /{companyId}. */
export const ordersRoutes: RouteObject[] = [
  {
    path: 'orders',
    handle: routeHandle({ menuEntry: 'orders', titleKey: 'shell.nav.orders' }),
    children: [
      {
        index: true,
        lazy: lazyPage(['orders'], async () => (await import('./order-list-page')).OrderListPage),
      },
      {
        path: ':orderId',
        handle: routeHandle({ titleKey: 'shell.pages.order' }),
        lazy: lazyPage(['orders'], async () => (await import('./order-page')).OrderPage),
      },
    ],
  },
];

export const ordersArea: Area = { companyRoutes: ordersRoutes };
