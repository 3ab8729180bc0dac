import { and, asc, desc, eq, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { OrderListQuery } from '@kaista/domain/orders';
import { numberStart } from '@kaista/domain/shared/validation';
import { containing, startingWith } from '../../db/like-pattern';
import { orderItems, orders } from '../../db/schema';

type OrderFilters = Pick<OrderListQuery, 'orderStatus' | 'orderType' | 'q'>;

/**
 * A query of digits is an order number or a number, one in a number's own form (040 123 4567, +358 40…) a
 * number; any other is a part of a name.
 */
export const isNumberSearch = (q: string) => /^\d+$/.test(q) || numberStart(q) !== null;

/**
 * The search: a query of digits is an order number or the beginning of a number on one of the order's items
 * (kept in E.164, so a number typed as Finns write it is read as one),
 * each found through its own index (the unique order number, `order_items_number_idx`) and united, so the
 * company's orders are not scanned; any other query is a part of the orderer's name (the trigram index led by
 * the company, `orders_company_user_name_trgm_idx`).
 */
function searchOf(companyId: string, q: string): SQL {
  if (isNumberSearch(q)) {
    const byNumber = sql`select ${orderItems.orderId} from ${orderItems}
      where ${orderItems.companyId} = ${companyId}
      and ${orderItems.characteristics} ->> 'number' like ${startingWith(numberStart(q) ?? q)}`;
    const byOrderNumber = /^\d{1,15}$/.test(q)
      ? sql`select ${orders.id} from ${orders} where ${orders.orderNumber} = ${Number(q)} union all `
      : sql``;
    return sql`${orders.id} in (${byOrderNumber}${byNumber})`;
  }
  return ilike(orders.userName, containing(q));
}

export function whereOf(companyId: string, filters: OrderFilters): SQL {
  return and(
    eq(orders.companyId, companyId),
    filters.orderStatus ? eq(orders.status, filters.orderStatus) : undefined,
    filters.orderType ? eq(orders.orderType, filters.orderType) : undefined,
    filters.q ? searchOf(companyId, filters.q) : undefined,
  )!;
}

type SortColumns = Record<'id' | 'createdAt' | 'orderNumber' | 'monthlyCents', SQL | AnyColumn>;

/** Newest first by default; each order is backed by an index leading with company_id. */
export function orderOf(
  { sort, direction }: Pick<OrderListQuery, 'sort' | 'direction'>,
  columns: SortColumns = orders,
) {
  const order = direction === 'ASC' ? asc : desc;
  const column = {
    created: columns.createdAt,
    orderNumber: columns.orderNumber,
    monthly: columns.monthlyCents,
  }[sort];
  return [order(column), order(columns.id)];
}
