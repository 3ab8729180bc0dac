import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { approvalRequestedSchema, userParamsSchema } from '../ordering/cart';
import { userPath } from '../ordering/cart-call-paths';
import { bulkRowErrorSchema } from './bulk-order-errors';
import { BULK_ORDER_ACTIONS } from './bulk-order-format';
import { bulkRowValuesSchema } from './bulk-order-table';

export const bulkCheckedRowSchema = z.object({
  rowNumber: z.number().int(),
  values: bulkRowValuesSchema,
  /** What the row orders, in words from the catalogue ('Kaista Mobiili 5G 300M'), when its package is known. */
  packageName: z.string().nullable(),
  monthlyCents: z.number().int(),
  errors: z.array(bulkRowErrorSchema),
});
export type BulkCheckedRow = z.infer<typeof bulkCheckedRowSchema>;

/** The dry run's answer: the file's problems, every row with its own, and what the order would be. */
export const bulkCheckSchema = z.object({
  fileName: z.string(),
  fileErrors: z.array(z.object({ key: z.string(), columns: z.array(z.string()) })),
  orderType: z.enum(BULK_ORDER_ACTIONS).nullable(),
  rows: z.array(bulkCheckedRowSchema),
  errorRows: z.number().int(),
  monthlyCents: z.number().int(),
  oneTimeCents: z.number().int(),
});
export type BulkCheck = z.infer<typeof bulkCheckSchema>;

/** The submit's answer: the one order the file became. */
export const bulkSubmitSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderType: z.enum(BULK_ORDER_ACTIONS),
  lines: z.number().int(),
});
export type BulkSubmit = z.infer<typeof bulkSubmitSchema>;

/**
 * The bulk order calls under the caller's own uid, each taking the file as multipart/form-data (one `file`
 * part): the dry run answers every row's problems and changes nothing; the submit checks the file the same
 * way and, when no row has a problem, makes it one order (400 with the problems otherwise; the same file
 * twice is refused with 409 ILLEGAL_STATE), or, when the order meets an approval rule that does not name the
 * orderer, an order request to the rule's approvers (the same flow as a cart's; proceeding orders the file).
 */
export const bulkOrderCalls = namedCalls('bulkOrder', {
  check: defineCall({
    method: 'POST',
    path: `${userPath}/bulkorders/check`,
    params: userParamsSchema,
    response: bulkCheckSchema,
  }),
  submit: defineCall({
    method: 'POST',
    path: `${userPath}/bulkorders`,
    params: userParamsSchema,
    status: 201,
    /** A file whose order meets an approval rule becomes an order request to the rule's approvers. */
    response: z.union([bulkSubmitSchema, approvalRequestedSchema]),
  }),
});
