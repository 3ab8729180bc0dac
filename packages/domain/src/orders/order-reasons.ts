import { z } from 'zod';

/**
 * Why an order stopped, when Kaista or the order system knows the case: the page says it in the reader's
 * language from the code and its values. A reason without a code is the order system's own words, shown as
 * they came.
 */
export const ORDER_REASON_CODES = [
  'NUMBER_PORT_REJECTED',
  'TARGET_NOT_IN_COMPANY',
  'TARGET_ENDED',
  'ALREADY_IN_SERVICES',
] as const;
export type OrderReasonCode = (typeof ORDER_REASON_CODES)[number];

export const orderReasonParamsSchema = z.record(z.string(), z.string());

/** A known reason: its code, the values its text names, and the text in English for callers of the API. */
export interface OrderReason {
  code: OrderReasonCode;
  params: Record<string, string>;
  text: string;
}
