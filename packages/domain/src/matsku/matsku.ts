import { z } from 'zod';
import { companyParamsSchema } from '../shared/api/common';
import {
  MATSKU_MAX_QUANTITY,
  PAGING,
  PAGE_SIZES,
  SHIPMENT_INVOICE_REFERENCE_MAX,
} from '../shared/constants/limits';
import { CURRENCY } from '../shared/enums/common';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { isValidStoreId } from '../shared/validation/identifiers';
import { isValidShipmentInvoiceReference } from '../shared/validation/text';
import {
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  SHOP_CATEGORIES,
  STOCK_STATUSES,
  TRAFFIC_LIGHTS,
} from './matsku-enums';

/** §3 an amount with its currency; the shop sells in euros. */

/** The longest search text of the shop and its product administration. */
export const SHOP_SEARCH_MAX = 100;
export const priceSchema = z.object({ value: z.number(), currencyIso: z.literal(CURRENCY) });
export type Price = z.infer<typeof priceSchema>;

/** A product code: the operator's article numbers are letters, digits and hyphens. */
export const productCodeSchema = z.string().regex(/^[A-Z0-9-]{2,40}$/);

export const stockSchema = z.object({
  balance: z.number().int(),
  status: z.enum(STOCK_STATUSES),
  light: z.enum(TRAFFIC_LIGHTS),
});

/** §3 partner shop product as the shop shows it. */
export const shopProductSchema = z.object({
  code: productCodeSchema,
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  category: z.enum(SHOP_CATEGORIES),
  price: priceSchema,
  /** The 500 px image; cards ask for the 190 px one (§9). */
  imageUrl: z.string(),
  packageSize: z.number().int().min(1),
  trafficLightThreshold: z.number().int().min(0),
  status: z.enum(PRODUCT_STATUSES),
  stock: stockSchema,
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

const storeIdSchema = z.string().trim().min(1, FIELD_ERROR_KEYS.placeOfDelivery).refine(isValidStoreId, {
  message: FIELD_ERROR_KEYS.placeOfDelivery,
});

/**
 * §7 product search: hits (default 20), offset (0), q (* for all), sort, and the category and stock-status
 * facets. The stock is the one of the store given, else of all the company's stores together.
 */
export const productSearchQuerySchema = z.object({
  q: z.string().trim().max(SHOP_SEARCH_MAX).default(PAGING.defaultQuery),
  hits: z.coerce.number().int().min(1).max(PAGING.maxPageSize).default(PAGE_SIZES.productSearchHits),
  offset: z.coerce.number().int().min(0).max(100_000).default(PAGING.defaultOffset),
  sort: z.enum(PRODUCT_SORTS).default('relevance'),
  category: z.enum(SHOP_CATEGORIES).optional(),
  status: z.enum(STOCK_STATUSES).optional(),
  storeId: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

const facetSchema = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.object({ value: z.enum(values), count: z.number().int() }));

/**
 * Decision 016: a search with words counts at most this many of its matches, so that its
 * work stays bounded however common a word is. Beyond it the answer says `capped`.
 */
export const PRODUCT_SEARCH_COUNT_CAP = 1000;

export const productSearchResultSchema = z.object({
  items: z.array(shopProductSchema),
  /** The matches under both filters; when `capped`, the cap. */
  total: z.number().int(),
  /** More products match than the search counts (PRODUCT_SEARCH_COUNT_CAP): the total reads "1000+". */
  capped: z.boolean(),
  offset: z.number().int(),
  hits: z.number().int(),
  facets: z.object({
    categories: facetSchema(SHOP_CATEGORIES),
    statuses: facetSchema(STOCK_STATUSES),
    /**
     * The words match more products than the search counts: each count is how many of the first
     * PRODUCT_SEARCH_COUNT_CAP matches have that value (so at least that many), and a value can be missing.
     */
    capped: z.boolean(),
  }),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

export const productParamsSchema = companyParamsSchema.extend({ productCode: productCodeSchema });
export const productQuerySchema = z.object({
  storeId: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
});

/** §3 the company's stores: places of delivery and where stock is held. */
export const shopStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  postalNumber: z.string(),
  city: z.string(),
});
export type ShopStore = z.infer<typeof shopStoreSchema>;

/** §3 matsku cart entry. */
export const cartEntrySchema = z.object({
  entryNumber: z.number().int(),
  quantity: z.number().int(),
  totalPrice: priceSchema,
  product: z.object({
    code: z.string(),
    name: z.string(),
    price: priceSchema,
    imageUrl: z.string(),
    packageSize: z.number().int(),
  }),
  /** Units of the product at the cart's place of delivery, so a line can say it will not be filled; null until one is chosen. */
  storeBalance: z.number().int().nullable(),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

/** §3 matsku cart: code, active, totalItems, totalPrice, entries; plus the chosen store and reference. */
export const matskuCartSchema = z.object({
  code: z.string(),
  active: z.boolean(),
  totalItems: z.number().int(),
  totalPrice: priceSchema,
  entries: z.array(cartEntrySchema),
  storeId: z.string().nullable(),
  endCustomerReference: z.string().nullable(),
  version: z.number().int(),
});
export type MatskuCart = z.infer<typeof matskuCartSchema>;

const quantitySchema = z.coerce.number().int().min(0).max(MATSKU_MAX_QUANTITY);

export const addCartEntrySchema = z.object({
  productCode: productCodeSchema,
  quantity: quantitySchema.refine((value) => value > 0).default(1),
});
export const setCartEntrySchema = z.object({ quantity: quantitySchema });
/** PATCH: a change by so many units (the basket's "add more" and the reorder); the total follows §5 too. */
export const changeCartEntrySchema = z.object({
  quantityDelta: z.number().int().min(-MATSKU_MAX_QUANTITY).max(MATSKU_MAX_QUANTITY),
});
export const cartEntryParamsSchema = companyParamsSchema.extend({
  entryNumber: z.coerce.number().int().min(1).max(100_000),
});

/** §7 store: the cart's place of delivery; §5 an id not in the company's list is dropped. */
export const cartStoreSchema = z.object({ storeId: z.string().nullable() });

/** §5 the reference shown on the shipment invoice: 1–35 characters of the free-text set. */
export const endCustomerReferenceSchema = z
  .string()
  .trim()
  .min(1, FIELD_ERROR_KEYS.shipmentInvoiceReference)
  .max(SHIPMENT_INVOICE_REFERENCE_MAX, FIELD_ERROR_KEYS.shipmentInvoiceReference)
  .refine(isValidShipmentInvoiceReference, FIELD_ERROR_KEYS.shipmentInvoiceReference);
export const cartReferenceSchema = z.object({ endCustomerReference: endCustomerReferenceSchema });

/** §5 order submit: the place of delivery is required, the reference 1–35 free-text characters. */
export const submitShopOrderSchema = z.object({
  storeId: storeIdSchema,
  endCustomerReference: endCustomerReferenceSchema,
});
export type SubmitShopOrder = z.infer<typeof submitShopOrderSchema>;

export const shopOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  storeId: z.string(),
  endCustomerReference: z.string(),
  totalItems: z.number().int(),
  totalPrice: priceSchema,
  createdAt: z.string(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

/** A line of a past shop order, with the name and unit price as they were when ordered. */
export const shopOrderLineSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: priceSchema,
});
export const pastShopOrderSchema = shopOrderSchema.extend({ lines: z.array(shopOrderLineSchema) });
export type PastShopOrder = z.infer<typeof pastShopOrderSchema>;

/** The caller's past shop orders, newest first, paged. */
export const pastShopOrdersQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(PAGING.defaultOffset),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const pastShopOrdersPageSchema = z.object({
  items: z.array(pastShopOrderSchema),
  total: z.number().int(),
  offset: z.number().int(),
});
export type PastShopOrdersPage = z.infer<typeof pastShopOrdersPageSchema>;

/** Reorder: a past order's lines back into the basket. */
export const reorderSchema = z.object({ orderNumber: z.string().regex(/^M\d{1,12}$/) });

/**
 * What the reorder could not put back as it was: a product no longer for sale or out of stock (left out),
 * fewer in stock than ordered, or a price that has changed since.
 */
export const REORDER_CHANGES = ['unavailable', 'noStock', 'lowStock', 'price'] as const;
export const reorderChangeSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  change: z.enum(REORDER_CHANGES),
  /** lowStock: the balance at the place of delivery (or all stores). */
  balance: z.number().int().optional(),
  /** price: the unit price then and now. */
  before: priceSchema.optional(),
  after: priceSchema.optional(),
});
export type ReorderChange = z.infer<typeof reorderChangeSchema>;
export const reorderResultSchema = z.object({
  cart: matskuCartSchema,
  changes: z.array(reorderChangeSchema),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;
