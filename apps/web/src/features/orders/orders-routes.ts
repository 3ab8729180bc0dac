import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';
import { useOrderRequestsBadge } from './use-order-requests-badge';

/** §2 /orders, /orders/{orderId} and /order-requests, relative to /{companyId}. */
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
  {
    path: 'order-requests',
    handle: routeHandle({ menuEntry: 'order-requests', titleKey: 'shell.nav.order-requests' }),
    lazy: lazyPage(['orders'], async () => (await import('./order-requests-page')).OrderRequestsPage),
  },
];

export const ordersArea: Area = {
  companyRoutes: ordersRoutes,
  badges: { 'order-requests': useOrderRequestsBadge },
};
