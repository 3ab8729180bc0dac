import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

/**
 * §2 partner shop, relative to /{companyId}: the catalogue, a product, the order summary, the stores (the
 * representatives') and the office supplies (the configured company's).
 */
export const matskuRoutes: RouteObject[] = [
  {
    path: 'matsku',
    handle: routeHandle({ menuEntry: 'matsku' }),
    children: [
      { index: true, lazy: lazyPage(['matsku'], async () => (await import('./shop-page')).ShopPage) },
      {
        path: 'product/:productCode',
        lazy: lazyPage(['matsku'], async () => (await import('./product-page')).ProductPage),
      },
      {
        path: 'ordersummary',
        lazy: lazyPage(['matsku'], async () => (await import('./order-summary-page')).OrderSummaryPage),
      },
      {
        path: 'stores',
        handle: routeHandle({ menuEntry: 'matsku-stores' }),
        lazy: lazyPage(['matsku'], async () => (await import('./stores-page')).StoresPage),
      },
      {
        path: 'officesupplies',
        handle: routeHandle({ menuEntry: 'office-supplies' }),
        lazy: lazyPage(['matsku'], async () => (await import('./office-supplies-page')).OfficeSuppliesPage),
      },
    ],
  },
];

/** §2 the operator's side of the shop, relative to /0: product admin and assortments (DC and MU users). */
export const matskuOperatorRoutes: RouteObject[] = [
  {
    path: 'matsku/productadmin/group',
    handle: routeHandle({ menuEntry: 'product-admin' }),
    lazy: lazyPage(['matsku'], async () => (await import('./product-admin-page')).ProductAdminPage),
  },
  {
    path: 'matsku/assortments',
    handle: routeHandle({ menuEntry: 'assortments' }),
    lazy: lazyPage(['matsku'], async () => (await import('./assortments-page')).AssortmentsPage),
  },
];

/** The shop: its pages, and the operator's product admin and assortments. */
export const matskuArea: Area = {
  companyRoutes: matskuRoutes,
  operatorRoutes: matskuOperatorRoutes,
};
