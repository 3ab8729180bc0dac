import { ORDERING_ACCESS } from '@kaista/domain/ordering';
import { redirect, type RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';
import { OrderCartHeaderItem } from './order-cart-header-item';
import { useServicesBadge } from './use-services-badge';

const step = (path: string, load: () => Promise<React.ComponentType>): RouteObject => ({
  path,
  handle: routeHandle({ menuEntry: 'new-order' }),
  lazy: lazyPage(['ordering'], load),
});

/** §2 /{companyId}/order/new with its steps product/{code}, addons, cart, contents and details. */
export const orderingRoutes: RouteObject[] = [
  {
    path: 'order/new',
    handle: routeHandle({ menuEntry: 'new-order' }),
    children: [
      {
        index: true,
        lazy: lazyPage(['ordering'], async () => (await import('./order-new-page')).OrderNewPage),
      },
      step('product/:code', async () => (await import('./product-page')).ProductPage),
      // The add-ons of §2 are chosen on the product page (its child bundles), so this step goes to the cart.
      {
        path: 'addons',
        handle: routeHandle({ menuEntry: 'new-order' }),
        loader: ({ params }) => redirect(`/${params['companyId'] ?? '0'}/order/new/cart`),
      },
      step('cart', async () => (await import('./cart-page')).CartPage),
      step('contents', async () => (await import('./contents-page')).ContentsPage),
      // The submit is for who may order; a requester sends the cart as a request from the contents (§4).
      {
        ...step('details', async () => (await import('./details-page')).DetailsPage),
        handle: routeHandle({
          menuEntry: 'new-order',
          requirement: ORDERING_ACCESS.submit,
        }),
      },
    ],
  },
];

/** The order capture, the header's cart and the services badge while a cart is active (§2). */
export const orderingArea: Area = {
  companyRoutes: orderingRoutes,
  badges: { services: useServicesBadge },
  headerItem: OrderCartHeaderItem,
};
