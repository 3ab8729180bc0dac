import { orderCalls, orderListQuerySchema } from '@kaista/domain/orders';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import type { ListState } from '../../lib/lists/list-search';
import { isNotFound } from '../../lib/http/not-found';

/** The list's paging, order, §4 filters and search, as the address keeps them. */
export type OrderListState = ListState<typeof orderListQuerySchema>;

/** The company's orders, read under the signed-in user's own uid (§7 /users/{uid}/orders). */
export interface OrderOwner {
  id: string;
  uid: string;
}

export const orderKeys = {
  company: (companyId: string) => ['orders', companyId] as const,
};

export const orderListQuery = (owner: OrderOwner, state: OrderListState) =>
  queryOptions({
    queryKey: [...orderKeys.company(owner.id), 'list', state] as const,
    queryFn: ({ signal }) => queryApi(orderCalls.list, { params: owner, query: state }, signal),
    placeholderData: keepPreviousData,
  });

/**
 * An order's address names it by its id, or by the number people know it by (`/orders/4100024`, as the
 * order's notice, its mails and the list show it): a number is found through the list's search for it.
 */
async function orderIdOf(owner: OrderOwner, orderId: string, signal: AbortSignal): Promise<string> {
  if (!/^\d{1,15}$/.test(orderId)) return orderId;
  const query = orderListQuerySchema.parse({ q: orderId });
  const found = await queryApi(orderCalls.list, { params: owner, query }, signal);
  return found.items.find((order) => order.orderNumber === orderId)?.id ?? orderId;
}

export const orderQuery = (owner: OrderOwner, orderId: string) =>
  queryOptions({
    queryKey: [...orderKeys.company(owner.id), 'order', orderId] as const,
    queryFn: async ({ signal }) => {
      const id = await orderIdOf(owner, orderId, signal);
      return queryApi(orderCalls.get, { params: { ...owner, orderId: id } }, signal, { tells: isNotFound });
    },
  });
