import {
  ORDER_REASON_CODES,
  type Order,
  type OrderEndUser,
  type OrderLine,
  type OrderReasonCode,
  type OrderStatus,
  type OrderStatusEvent,
  type OrderSummary,
  type OrderType,
} from '@kaista/domain/orders';
import type { OrderEventRow, OrderItemRow, OrderRow } from './orders.repo';

export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    orderNumber: String(row.orderNumber),
    status: row.status as OrderStatus,
    orderType: row.orderType as OrderType,
    createdAt: row.createdAt.toISOString(),
    userName: row.userName,
    manualCheckRequired: row.manualCheckRequired,
    oneTimeCents: row.oneTimeCents,
    monthlyCents: row.monthlyCents,
  };
}

export function toOrderLine(row: OrderItemRow): OrderLine {
  return {
    itemNo: row.itemNo,
    orderlineBundleNo: row.orderlineBundleNo,
    bundleNo: row.bundleNo,
    productCode: row.productCode,
    productName: row.productName,
    offeringType: row.offeringType,
    oneTimeCents: row.oneTimeCents,
    monthlyCents: row.monthlyCents,
    characteristics: row.characteristics,
    compositeValues: row.compositeValues,
  };
}

/**
 * One end user per selection that names a number or a person: the subscription's user where one was given,
 * else its contact (a number transfer's contact person, with their phone, or a device's recipient).
 */
export function toEndUsers(items: readonly OrderItemRow[]): OrderEndUser[] {
  const bySelection = new Map<number, OrderItemRow[]>();
  for (const item of items) bySelection.set(item.bundleNo, [...(bySelection.get(item.bundleNo) ?? []), item]);
  return [...bySelection].flatMap(([bundleNo, selection]) => {
    const value = (code: string) => selection.map((item) => item.characteristics[code]).find(Boolean) ?? null;
    const userName = value('userName');
    const user = {
      bundleNo,
      number: value('number'),
      contactName: userName ?? value('contactName'),
      contactPhone: userName ? null : value('contactPhone'),
    };
    return user.number || user.contactName ? [user] : [];
  });
}

/** A stored code the contract knows; one it does not (written by a later version) reads as none. */
const knownReasonCode = (code: string | null): OrderReasonCode | null =>
  ORDER_REASON_CODES.find((known) => known === code) ?? null;

/** The timeline; before the order system has taken the order it is the submit alone. */
export function toTimeline(order: OrderRow, events: readonly OrderEventRow[]): OrderStatusEvent[] {
  if (events.length === 0)
    return [
      {
        status: order.status as OrderStatus,
        at: order.createdAt.toISOString(),
        reason: null,
        reasonCode: null,
        reasonParams: {},
      },
    ];
  return events.map((event) => ({
    status: event.status as OrderStatus,
    at: event.at.toISOString(),
    reason: event.reason,
    reasonCode: knownReasonCode(event.reasonCode),
    reasonParams: event.reasonParams ?? {},
  }));
}

export function toOrder(
  row: OrderRow,
  parts: {
    actingUserName: string | null;
    items: OrderItemRow[];
    events: OrderEventRow[];
    delivery: Order['delivery'];
    payer: Order['payer'];
  },
): Order {
  const timeline = toTimeline(row, parts.events);
  const errored =
    row.status === 'ERRORED' ? timeline.findLast((event) => event.status === 'ERRORED') : undefined;
  return {
    ...toOrderSummary(row),
    actingUserName: parts.actingUserName,
    lines: parts.items.map(toOrderLine),
    endUsers: toEndUsers(parts.items),
    delivery: parts.delivery,
    payer: parts.payer,
    timeline,
    errorReason: errored?.reason ?? null,
    errorReasonCode: errored?.reasonCode ?? null,
    errorReasonParams: errored?.reasonParams ?? {},
  };
}
