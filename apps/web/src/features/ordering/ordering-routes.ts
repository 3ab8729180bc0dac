import { ORDERING_ACCESS } from '@kaista/domain/ordering';
import { redirect, type RouteObject } from 'react-router';
import type { Area } from '../../lib/routing/area';
import { lazyPage } from '../../lib/routing/lazy-page';
import { routeHandle } from '../../lib/routing/route-handle';

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

/** The order capture's steps (§2); its cart and badge are in ordering-shell-items.ts. */
export const orderingArea: Area = {
  companyRoutes: orderingRoutes,
};
