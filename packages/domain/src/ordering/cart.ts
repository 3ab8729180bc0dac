import { z } from 'zod';
import { companyParamsSchema } from '../shared/api/common';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { characteristicSchema, compositeEntrySchema, priceSchema } from './catalogue';
import { CART_CHANNELS, OFFERING_TYPES } from './order-categories';
import { chosenProductSchema } from './cart-document';
import { cartDetailsSchema } from './cart-details';

const totalsSchema = z.object({ oneTimeCents: z.number().int(), monthlyCents: z.number().int() });

export const userParamsSchema = companyParamsSchema.extend({ uid: z.string().min(1).max(64) });
export const cartParamsSchema = userParamsSchema.extend({ cart: z.uuid() });
export const bundleParamsSchema = cartParamsSchema.extend({
  bundleNo: z.coerce.number().int().positive().max(1_000_000),
});

export const cartSummarySchema = z.object({ code: z.string().nullable(), totalItems: z.number().int() });
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const createCartQuerySchema = z.object({ channel: z.enum(CART_CHANNELS).default('B2B') });

export const cartCharacteristicSchema = characteristicSchema.extend({
  productCode: z.string(),
  value: z.string().nullable(),
  /** A composite's rows the orderer gave, after the catalogue's standard entries. */
  entries: z.array(compositeEntrySchema).optional(),
});
export type CartCharacteristic = z.infer<typeof cartCharacteristicSchema>;

export const cartProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  offeringType: z.enum(OFFERING_TYPES),
  bundleTemplateId: z.string(),
  prices: z.array(priceSchema),
});

export const cartLineViewSchema = z.object({
  orderlineBundleNo: z.number().int(),
  rootBundleTemplateId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  products: z.array(cartProductSchema),
  selections: z.array(
    z.object({ bundleNo: z.number().int(), characteristics: z.array(cartCharacteristicSchema) }),
  ),
  /** The line's prices for its whole quantity. */
  totals: totalsSchema,
});
export type CartLineView = z.infer<typeof cartLineViewSchema>;

/** What keeps a cart from being submitted: a field key (`bundleNo.productCode.code`) and its message key. */
export const cartIssueSchema = z.object({
  field: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type CartIssue = z.infer<typeof cartIssueSchema>;

/** §3 cart, as the order capture shows it: its lines, prices and what is still missing. */
export const cartSchema = z.object({
  code: z.uuid(),
  channel: z.enum(CART_CHANNELS),
  active: z.boolean(),
  version: z.number().int(),
  totalItems: z.number().int(),
  lines: z.array(cartLineViewSchema),
  totals: totalsSchema,
  issues: z.array(cartIssueSchema),
  details: cartDetailsSchema,
  /** Whether something in the cart is shipped, so that the order needs a delivery address. */
  needsDelivery: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

/** The most of one line a cart takes (§7 POST /bundles and PUT /bundles/{b}/quantity). */
export const CART_QUANTITY_MAX = 9999;

const quantitySchema = z.number().int().min(1).max(CART_QUANTITY_MAX);

/**
 * §7 POST /bundles: a root template, its main product, the quantity, and whether child defaults come along.
 * Without them the line is the main product and exactly the products listed (the product page's choice).
 */
export const addBundleSchema = z.object({
  rootBundleTemplateId: z.string().min(1).max(64),
  productCode: z.string().min(1).max(64),
  quantity: quantitySchema.default(1),
  defaults: z.boolean().default(true),
  /** Further products chosen with the main product: added to its defaults, or the whole choice without them. */
  products: z.array(chosenProductSchema).max(50).default([]),
  /**
   * The availability search's address the line is for (fixed broadband): the product must be available there,
   * and the address becomes its installation address.
   */
  addressId: z.uuid(FIELD_ERROR_KEYS.uuid).optional(),
});

/** §7 PUT /bundles: one product change in one order line (§4 remove, change, add). */
export const changeBundleSchema = z.object({
  orderlineBundleNo: z.number().int().positive(),
  bundleTemplateId: z.string().min(1).max(64),
  productCode: z.string().min(1).max(64),
  action: z.enum(['ADD', 'REMOVE', 'CHANGE']),
});

export const quantityBodySchema = z.object({ quantity: quantitySchema });

const valueTargetSchema = z.object({
  bundleNo: z.number().int().positive(),
  productCode: z.string().min(1).max(64),
  code: z.string().min(1).max(64),
});

/** The most rows a composite characteristic takes in one call, whatever its catalogue maximum. */
export const COMPOSITE_ENTRIES_MAX = 50;

/**
 * §7 PUT characteristics: values of selections, an empty value clearing one; and composites' rows
 * (compositeValues), each composite's orderer-given rows as a whole, replacing what it had.
 */
export const characteristicValuesSchema = z
  .object({
    values: z
      .array(valueTargetSchema.extend({ value: z.string().max(500) }))
      .max(200)
      .default([]),
    compositeValues: z
      .array(
        valueTargetSchema.extend({
          entries: z
            .array(z.record(z.string().min(1).max(64), z.string().max(500)))
            .max(COMPOSITE_ENTRIES_MAX),
        }),
      )
      .max(50)
      .default([]),
  })
  .refine((body) => body.values.length + body.compositeValues.length > 0, {
    message: FIELD_ERROR_KEYS.empty,
    path: ['values'],
  });
export type CharacteristicValues = z.infer<typeof characteristicValuesSchema>;

/** The field key of one characteristic value, for fieldErrors and cart issues. */
export const characteristicField = (bundleNo: number, productCode: string, code: string): string =>
  `${bundleNo}.${productCode}.${code}`;

/** §7 POST /orders: the cart to order. */
export const submitOrderSchema = z.object({ cartId: z.uuid() });

/** §3 order submit result: uid and manualCheckRequired, with the number the customer quotes. */
export const orderSubmitResultSchema = z.object({
  uid: z.uuid(),
  orderNumber: z.string(),
  manualCheckRequired: z.boolean(),
  /** The order request this cart was made from ('proceed to order'), which the submit completed (§4). */
  orderRequestNumber: z.string().nullable(),
});
export type OrderSubmitResult = z.infer<typeof orderSubmitResultSchema>;

/**
 * Issue 11: the cart met one of the company's approval rules, so no order was made; the cart became an order
 * request (PENDING_APPROVAL) for the approvers of the rules it met, who were told by e-mail.
 */
export const approvalRequestedSchema = z.object({
  approvalRequired: z.literal(true),
  orderRequestId: z.uuid(),
  orderRequestNumber: z.string(),
  approverNames: z.array(z.string()),
});
export type ApprovalRequested = z.infer<typeof approvalRequestedSchema>;
