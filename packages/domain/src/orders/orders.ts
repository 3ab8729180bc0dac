import { z } from 'zod';
import { pageSchema, sortedListQuerySchema } from '../shared/api/paging';
import { userParamsSchema } from '../ordering/cart';
import { ORDER_STATUSES, ORDER_TYPES } from './order-enums';
import { ORDER_REASON_CODES, orderReasonParamsSchema } from './order-reasons';

export const ORDER_SORT_FIELDS = ['created', 'orderNumber', 'monthly'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

export const ORDER_LIMITS = {
  searchMax: 40,
  /** §7 /search/orders answers at most this many hits. */
  searchHits: 20,
  /** Lists count matches up to this many (DESIGN.md §4 'a capped count'). */
  countCap: 10_000,
} as const;

const search = z.string().trim().max(ORDER_LIMITS.searchMax);

/**
 * §7 GET /orders: offset, pageSize, orderStatus and orderType, and a search by the order number, a number
 * on the order or the user who ordered (`q`), sorted newest first unless chosen otherwise.
 */
export const orderListQuerySchema = sortedListQuerySchema(
  {
    orderStatus: z.enum(ORDER_STATUSES).optional(),
    orderType: z.enum(ORDER_TYPES).optional(),
    q: search.optional(),
  },
  ORDER_SORT_FIELDS,
);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  orderType: z.enum(ORDER_TYPES),
  createdAt: z.string(),
  userName: z.string(),
  manualCheckRequired: z.boolean(),
  oneTimeCents: z.number().int(),
  monthlyCents: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPageSchema = pageSchema(orderSummarySchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

/** One product of one selection, with the values it was ordered with. */
export const orderLineSchema = z.object({
  itemNo: z.number().int(),
  orderlineBundleNo: z.number().int(),
  bundleNo: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  offeringType: z.string(),
  oneTimeCents: z.number().int(),
  monthlyCents: z.number().int(),
  characteristics: z.record(z.string(), z.string()),
  /** The rows of its composite characteristics (§3 composite entries: an APN list), by characteristic code. */
  compositeValues: z.record(z.string(), z.array(z.record(z.string(), z.string()))).optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Who uses what one selection ordered: its number and the contact given for it. */
export const orderEndUserSchema = z.object({
  bundleNo: z.number().int(),
  number: z.string().nullable(),
  /** The subscription's user, else the selection's contact person. */
  contactName: z.string().nullable(),
  /** The contact person's phone; null when the name is the user's. */
  contactPhone: z.string().nullable(),
});
export type OrderEndUser = z.infer<typeof orderEndUserSchema>;

/** One change of the order's status: when, to what, and why when the order system said why. */
export const orderStatusEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  reason: z.string().nullable(),
  /** The reason's case, for a text in the reader's language; null for the order system's own words. */
  reasonCode: z.enum(ORDER_REASON_CODES).nullable(),
  reasonParams: orderReasonParamsSchema,
});
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

export const orderDeliverySchema = z.object({
  name: z.string(),
  street: z.string(),
  postalNumber: z.string(),
  city: z.string(),
});

export const orderPayerSchema = z.object({ id: z.string(), number: z.string(), name: z.string() });

export const orderSchema = orderSummarySchema.extend({
  actingUserName: z.string().nullable(),
  lines: z.array(orderLineSchema),
  endUsers: z.array(orderEndUserSchema),
  /** Where devices and SIM cards are sent: the delivery info of the cart, else the company's head office. */
  delivery: orderDeliverySchema.nullable(),
  /** The billing agreement the order's services are billed to. */
  payer: orderPayerSchema.nullable(),
  timeline: z.array(orderStatusEventSchema),
  /** Why the order stopped, when it is ERRORED. */
  errorReason: z.string().nullable(),
  errorReasonCode: z.enum(ORDER_REASON_CODES).nullable(),
  errorReasonParams: orderReasonParamsSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderParamsSchema = userParamsSchema.extend({ orderId: z.uuid() });

/** §7 /search/orders: the order number, a number or a user's name, at most 20 hits. */
export const orderSearchQuerySchema = z.object({ q: search.min(1) });
export const orderSearchAnswerSchema = z.object({ hits: z.array(orderSummarySchema) });
export type OrderSearchAnswer = z.infer<typeof orderSearchAnswerSchema>;
