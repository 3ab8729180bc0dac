import { cartCalls, type Cart } from '@kaista/domain/ordering';
import { orderRequestCalls } from '@kaista/domain/orders';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApi } from '../../lib/api/call-api';
import { useCartOwner } from './cart-queries';
import { ifMatch } from './cart-write';
import { orderingKeys } from './ordering-keys';
import { isOutcomeUnknown, type SubmitIntent } from './submit-intent';

/**
 * The details page puts a refusal's field errors on its sections and tells a 412 as 'changed meanwhile'. It
 * sends the intent's own key, so that its 'Try again' after a lost answer is the same submit to the server.
 */
export function useSubmitOrder() {
  const owner = useCartOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cart, idempotencyKey }: SubmitIntent) =>
      sendApi(
        cartCalls.submit,
        { params: owner, body: { cartId: cart.code } },
        // The page says itself that an unanswered order may have been placed, and offers to send it again.
        {
          ifMatch: ifMatch(cart),
          tellsStale: true,
          tells: isOutcomeUnknown,
          tellsNoAnswer: true,
          idempotencyKey,
        },
      ),
    onSuccess: async (result) => {
      // §4: a cart that came from an order request completed it, so the pending-approval badge refreshes.
      if (result.orderRequestNumber)
        await client.invalidateQueries({ queryKey: ORDER_REQUESTS_KEY(owner.id) });
    },
    onSettled: async (_answer, error) => {
      // Unanswered, the submit may have closed the cart, whose reads would then fail beside the page's own
      // words; the page keeps the cart as it was sent, to send it again.
      if (error && isOutcomeUnknown(error)) return;
      await refreshAfterSend(client, owner, error);
    },
  });
}

/**
 * After a cart was sent, as an order or as a request: sent, it is closed, and read again it would answer
 * 404, an error beside the page's notice. The badge's summary is read anew; the rest is only marked stale,
 * read when a page needs it. Refused, the cart is as it was, and the page's reads are renewed.
 */
async function refreshAfterSend(client: QueryClient, owner: { id: string; uid: string }, error: unknown) {
  await client.invalidateQueries({
    queryKey: orderingKeys.company(owner.id),
    refetchType: error ? 'active' : 'none',
  });
  if (!error) await client.invalidateQueries({ queryKey: orderingKeys.summary(owner.id, owner.uid) });
}

/** The orders area's key family of order requests (list and badge), which features may not import. */
const ORDER_REQUESTS_KEY = (companyId: string) => ['order-requests', companyId] as const;

/**
 * §4 order requests: a requester (WRITE_MY_ORDER_REQUESTS, no right to order) sends the cart as an order
 * request instead of submitting it; the cart closes and the approvers are told.
 */
export function useSendAsRequest() {
  const owner = useCartOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cart: Cart) =>
      sendApi(
        orderRequestCalls.create,
        { params: owner, body: { cartId: cart.code } },
        // The contents page puts field errors on the items and tells a 412 as 'changed meanwhile'.
        { ifMatch: ifMatch(cart), tellsStale: true },
      ),
    onSettled: async (_answer, error) => {
      await refreshAfterSend(client, owner, error);
      await client.invalidateQueries({ queryKey: ORDER_REQUESTS_KEY(owner.id) });
    },
  });
}

/** §5: the pre-order check of the cart as it is now, run before the submit. */
export function usePreorderCheck() {
  const owner = useCartOwner();
  return useMutation({
    mutationFn: (cart: Cart) =>
      sendApi(
        cartCalls.preorderCheck,
        { params: owner, query: {}, body: { cartId: cart.code } },
        // The check's own answer names the fields; a refused call has none to show.
        { tellsFieldErrors: false },
      ),
  });
}
