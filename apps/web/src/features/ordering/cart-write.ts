import { cartCalls, type Cart, type CartSummary } from '@kaista/domain/ordering';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sendApi } from '../../lib/api/call-api';
import { useCartOwner } from './cart-queries';
import { orderingKeys } from './ordering-keys';

export const ifMatch = (cart: Cart) => `"${cart.version}"`;

type CartOwner = { id: string; uid: string };

/**
 * The cart as the last write left it. A write queued behind another was started with the cart of an older
 * render; sent with that version it would be refused (412) for a change the user made themselves.
 */
function newestCart(client: QueryClient, owner: CartOwner, started: Cart | null): Cart | null {
  const code =
    started?.code ?? client.getQueryData<CartSummary>(orderingKeys.summary(owner.id, owner.uid))?.code;
  return (code && client.getQueryData<Cart>(orderingKeys.cart(owner.id, code))) || started;
}

/**
 * Every cart write: sent with the cart's version as If-Match, the answer put in the cache as the cart. The
 * writes of one cart run one after another (one mutation scope), each with the version the one before left.
 */
export function useCartWrite<I>(write: (owner: CartOwner, cart: Cart, input: I) => Promise<Cart>) {
  const owner = useCartOwner();
  const client = useQueryClient();
  return useMutation({
    scope: { id: `cart-write:${owner.id}:${owner.uid}` },
    mutationFn: async ({ cart, input }: { cart: Cart | null; input: I }) => {
      const current =
        newestCart(client, owner, cart) ??
        (await sendApi(cartCalls.create, { params: owner, query: { channel: 'B2B' } }));
      return write(owner, current, input);
    },
    onSuccess: async (cart) => {
      client.setQueryData(orderingKeys.cart(owner.id, cart.code), cart);
      await client.invalidateQueries({ queryKey: orderingKeys.summary(owner.id, owner.uid) });
    },
    onError: async () => {
      await client.invalidateQueries({ queryKey: orderingKeys.company(owner.id) });
    },
  });
}
