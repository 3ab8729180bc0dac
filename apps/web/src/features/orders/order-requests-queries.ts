import { orderRequestCalls, type OrderRequest, type OrderRequestFilter } from '@kaista/domain/orders';
import { versionEtag } from '@kaista/domain/shared/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { orderRequestKeys } from './order-request-keys';
import type { OrderOwner } from './orders-queries';

export const orderRequestListQuery = (
  owner: OrderOwner,
  state: { status: OrderRequestFilter; offset: number; pageSize: number },
) =>
  queryOptions({
    queryKey: [...orderRequestKeys.company(owner.id), 'list', state] as const,
    queryFn: ({ signal }) => queryApi(orderRequestCalls.list, { params: owner, query: state }, signal),
    placeholderData: keepPreviousData,
  });

export type Decision = { kind: 'decline'; reason: string } | { kind: 'done' } | { kind: 'proceed' };

/**
 * One decision on a request, conditional on the version shown (412 when it changed meanwhile). A refusal's
 * field errors (the decline's reason, a bulk file that no longer passes its checks) show no notice: the page
 * tells them where the decision was made.
 */
export function useDecideOrderRequest(owner: OrderOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, decision }: { request: OrderRequest; decision: Decision }) => {
      const params = { ...owner, requestId: request.id };
      const ifMatch = versionEtag(request.version);
      if (decision.kind === 'proceed') {
        const proceeded = await sendApi(orderRequestCalls.proceed, { params }, { ifMatch });
        // A bulk file's request is ordered at once: its order opens instead of the cart.
        return proceeded.orderId ? { orderId: proceeded.orderId } : { cartCode: proceeded.cartCode };
      }
      await sendApi(
        orderRequestCalls.updateStatus,
        {
          params,
          query: { status: decision.kind === 'decline' ? 'REJECTED' : 'COMPLETED' },
          body: decision.kind === 'decline' ? decision.reason : null,
        },
        { ifMatch },
      );
      return null;
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: orderRequestKeys.company(owner.id) });
      // Proceeding made a new active cart: the order capture reads it afresh.
      await client.invalidateQueries({ queryKey: ['ordering', owner.id] });
    },
  });
}
