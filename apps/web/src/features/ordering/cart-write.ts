import { cartCalls, type Cart } from '@kaista/domain/ordering';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApi } from '../../lib/api/call-api';
import { useCartOwner } from './cart-queries';
import { orderingKeys } from './ordering-keys';

export const ifMatch = (cart: Cart) => `"${cart.version}"`;

/** Every cart write: sent with the cart's version as If-Match, the answer put in the cache as the cart. */
export function useCartWrite<I>(
  write: (owner: { id: string; uid: string }, cart: Cart, input: I) => Promise<Cart>,
) {
  const owner = useCartOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ cart, input }: { cart: Cart | null; input: I }) => {
      const current = cart ?? (await sendApi(cartCalls.create, { params: owner, query: { channel: 'B2B' } }));
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
