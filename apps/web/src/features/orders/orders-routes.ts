import { ORDER_ACCESS } from '@kaista/domain/orders';
import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

/** §2 /orders, /orders/{orderId} and /order-requests, relative to /{companyId}. */
export const ordersRoutes: RouteObject[] = [
  {
    path: 'orders',
    handle: routeHandle({ menuEntry: 'orders' }),
    children: [
      {
        index: true,
        lazy: lazyPage(['orders'], async () => (await import('./order-list-page')).OrderListPage),
      },
      {
        // Issue 11: a file of new subscriptions or package changes as one order.
        path: 'bulk',
        handle: routeHandle({ requirement: ORDER_ACCESS.bulk }),
        lazy: lazyPage(['orders'], async () => (await import('./bulk-order-page')).BulkOrderPage),
      },
      {
        path: ':orderId',
        lazy: lazyPage(['orders'], async () => (await import('./order-page')).OrderPage),
      },
    ],
  },
  {
    path: 'order-requests',
    handle: routeHandle({ menuEntry: 'order-requests' }),
    children: [
      {
        index: true,
        lazy: lazyPage(['orders'], async () => (await import('./order-requests-page')).OrderRequestsPage),
      },
      {
        // Issue 11: the company's approval rules, for its approvers.
        path: 'rules',
        handle: routeHandle({
          requirement: ORDER_ACCESS.handleRequests,
        }),
        lazy: lazyPage(['orders'], async () => (await import('./approval-rules-page')).ApprovalRulesPage),
      },
    ],
  },
];

export const ordersArea: Area = {
  companyRoutes: ordersRoutes,
};
