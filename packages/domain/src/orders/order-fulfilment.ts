import type { OrderStatus } from './order-enums';

/**
 * §4 the path the built-in fulfilment moves a submitted order along, one step at a time: the order system
 * validates it, works on it, and completes it (the services change at completion). An order on HOLD waits
 * for the operator's manual credit check and is not moved.
 */
export const FULFILMENT_PATH = ['SUBMITTED', 'VALIDATED', 'INPROGRESS', 'COMPLETED'] as const;

/** The status a fulfilment step moves an order to, or null when fulfilment does not move it further. */
export function nextFulfilmentStatus(status: string): OrderStatus | null {
  const index = (FULFILMENT_PATH as readonly string[]).indexOf(status);
  if (index < 0 || index === FULFILMENT_PATH.length - 1) return null;
  return FULFILMENT_PATH[index + 1]!;
}

/** Statuses after which nothing happens to the order any more. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = [
  'COMPLETED',
  'SUCCESS',
  'CANCELLED',
  'DISCARDED',
  'ERRORED',
];

/**
 * The job that moves one order one step along its path, on the durable job queue. The submit queues the
 * first in its own transaction; each step queues the next in the step's. `status` is the status the step
 * expects the order to be in, so a step run twice (after a crash) finds it moved and does nothing.
 */
export const ORDER_FULFILMENT_JOB = 'orders.fulfilment';
export interface OrderFulfilmentJob {
  companyId: string;
  orderId: string;
  status: string;
}
