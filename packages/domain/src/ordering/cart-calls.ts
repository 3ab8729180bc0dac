import { namedCalls } from '../shared/api/api-call';
import { cartCatalogueCalls } from './cart-catalogue-calls';
import { cartCheckoutCalls } from './cart-checkout-calls';
import { cartContentCalls } from './cart-content-calls';
import { cartDetailCalls } from './cart-detail-calls';
import { cartNumberCalls } from './cart-number-calls';

/**
 * §7 'Carts and orders', under /businesses/{id}/users/{uid} (the caller's own uid). Every cart write takes
 * If-Match with the cart's ETag and answers the cart with its new ETag; a stale one is 412.
 */
export const cartCalls = namedCalls('cart', {
  ...cartContentCalls,
  ...cartNumberCalls,
  ...cartDetailCalls,
  ...cartCatalogueCalls,
  ...cartCheckoutCalls,
});
