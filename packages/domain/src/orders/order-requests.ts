import { z } from 'zod';
import { FIELD_ERROR_KEYS, type FieldErrorKey } from '../shared/validation/field-errors';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { listQuerySchema, pageSchema } from '../shared/api/paging';
import { userParamsSchema } from '../ordering/cart';
import { userPath } from '../ordering/cart-call-paths';
import { approverSchema } from './approval-rules';
import { ORDER_REQUEST_STATUSES } from './order-enums';
import { orderRequestCountRoute } from './order-request-count-route';

/** The list's filters: the §4 order request statuses, and ALL for every status. */
export const ORDER_REQUEST_FILTERS = ['PENDING_APPROVAL', 'COMPLETED', 'REJECTED', 'ALL'] as const;
export type OrderRequestFilter = (typeof ORDER_REQUEST_FILTERS)[number];
/** §4 decisions an approver makes with the update-status call: mark as done, or decline. */
export const ORDER_REQUEST_DECISIONS = ['COMPLETED', 'REJECTED'] as const;

export const ORDER_REQUEST_LIMITS = { reasonMax: 500 } as const;

/** A decline tells the requester why: its reason cannot be left empty (the message key when it is). */
export const declineReasonIssue = (reason: string): FieldErrorKey | undefined =>
  reason.trim() ? undefined : FIELD_ERROR_KEYS.empty;

export const orderRequestSchema = z.object({
  id: z.string(),
  requestNumber: z.string(),
  requesterName: z.string(),
  status: z.enum(ORDER_REQUEST_STATUSES),
  /** What was asked for, in a line: the products and their quantities. */
  summary: z.string(),
  oneTimeCents: z.number().int(),
  monthlyCents: z.number().int(),
  /** The approver's reason for declining. */
  reason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The approver's cart the request was copied to ('proceed to order'). */
  cartCode: z.string().nullable(),
  /** A bulk file's request is ordered at once when proceeded with; a cart's becomes the approver's cart. */
  isBulkFile: z.boolean(),
  /**
   * The approvers the request waits for: those the company's approval rules named when they held back an
   * order (only they decide it), or null when any approver of the company may (an employee's request).
   */
  approvers: z.array(approverSchema).nullable(),
  version: z.number().int(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const orderRequestListQuerySchema = listQuerySchema({
  status: z.enum(ORDER_REQUEST_FILTERS).default('PENDING_APPROVAL'),
});
export type OrderRequestListQuery = z.infer<typeof orderRequestListQuerySchema>;
export const orderRequestPageSchema = pageSchema(orderRequestSchema);
export type OrderRequestPage = z.infer<typeof orderRequestPageSchema>;

export const orderRequestParamsSchema = userParamsSchema.extend({ requestId: z.uuid() });

/**
 * §7 'Order requests' under /businesses/{id}/users/{uid} (the caller's own uid): an employee's cart becomes a
 * request; approvers list and count them, decide them (update-status with the reason as text/plain) and
 * proceed to order (the request's lines copied to their own cart). Decisions take If-Match.
 */
export const orderRequestCalls = namedCalls('orderRequest', {
  create: defineCall({
    method: 'POST',
    versioned: true,
    path: `${userPath}/orderrequests`,
    params: userParamsSchema,
    body: z.object({ cartId: z.uuid() }),
    status: 201,
    idempotent: true,
    response: orderRequestSchema,
  }),
  list: defineCall({
    method: 'GET',
    path: `${userPath}/orderrequests`,
    params: userParamsSchema,
    query: orderRequestListQuerySchema,
    response: orderRequestPageSchema,
  }),
  count: defineCall({
    ...orderRequestCountRoute,
    params: userParamsSchema,
    query: z.object({ status: z.enum(ORDER_REQUEST_FILTERS).default('PENDING_APPROVAL') }),
    response: z.object({ count: z.number().int() }),
  }),
  updateStatus: defineCall({
    method: 'POST',
    versioned: true,
    path: `${userPath}/orderrequests/:requestId/updatestatus`,
    params: orderRequestParamsSchema,
    query: z.object({ status: z.enum(ORDER_REQUEST_DECISIONS) }),
    /** The reason, sent as text/plain; a decline needs one. */
    body: z.string().trim().max(ORDER_REQUEST_LIMITS.reasonMax, 'validation.max-length').nullish(),
    response: orderRequestSchema,
  }),
  proceed: defineCall({
    method: 'POST',
    versioned: true,
    path: `${userPath}/orderrequests/:requestId`,
    params: orderRequestParamsSchema,
    /** `orderId`: a bulk order file's request is ordered at once (its cart code is the order's). */
    response: z.object({ request: orderRequestSchema, cartCode: z.string(), orderId: z.string().optional() }),
  }),
});
