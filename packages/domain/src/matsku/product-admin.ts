import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../shared/api/paging';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { COMPANY_ID_PATTERN } from '../shared/validation/identifiers';
import { isValidPrintableText } from '../shared/validation/text';
import { PRODUCT_STATUSES, SHOP_CATEGORIES } from './matsku-enums';
import { priceSchema, productCodeSchema, SHOP_SEARCH_MAX } from './matsku';
import { productStatus, type ProductFlags } from './product-rules';

/**
 * The operator's side of the partner shop (§2 /0/matsku/productadmin/group and /0/matsku/assortments, §7
 * productmanagement): the whole catalogue with its §4 status, approval (online) and withdrawal (offline),
 * synchronisation of a staged product, stock balances per store, and the assortments that decide which
 * partner companies may buy which products.
 */
export const PRODUCT_ADMIN_LIMITS = {
  /** The most products one assortment change adds or removes. */
  productsPerChange: 200,
  companiesPerAssortment: 500,
  assortmentNameMax: 80,
  /** The highest stock balance a store may be given by hand. */
  balanceMax: 1_000_000,
} as const;

/** What the product admin sets: approve (online) or withdraw (offline); pending is the state between. */
export const PRODUCT_STATUS_CHANGES = ['online', 'offline'] as const;
export type ProductStatusChange = (typeof PRODUCT_STATUS_CHANGES)[number];

/** §4 flags and what they make of a product, as the admin list shows them. */
export const adminProductSchema = z.object({
  code: productCodeSchema,
  name: z.string(),
  brand: z.string(),
  category: z.enum(SHOP_CATEGORIES),
  price: priceSchema,
  packageSize: z.number().int(),
  trafficLightThreshold: z.number().int(),
  synced: z.boolean(),
  approved: z.boolean(),
  online: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  /** Units in every store of every company together. */
  totalStock: z.number().int(),
  /** Whether the assortment asked about holds the product; null when none was asked about. */
  inAssortment: z.boolean().nullable(),
  version: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductPageSchema = pageSchema(adminProductSchema);
export const adminProductQuerySchema = listQuerySchema({
  q: z.string().trim().max(SHOP_SEARCH_MAX).default(''),
  status: z.enum(PRODUCT_STATUSES).optional(),
  assortmentId: z.uuid(FIELD_ERROR_KEYS.choice).optional(),
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

/** A store's balance of the product, named with its company. */
export const adminStockSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  balance: z.number().int(),
});
export type AdminStock = z.infer<typeof adminStockSchema>;

export const adminProductDetailSchema = adminProductSchema.extend({
  description: z.string(),
  stock: z.array(adminStockSchema),
  assortments: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

export const adminProductParamsSchema = z.object({ productCode: productCodeSchema });
export const productStatusInputSchema = z.object({ status: z.enum(PRODUCT_STATUS_CHANGES) });
export type ProductStatusInput = z.infer<typeof productStatusInputSchema>;

const storeKeySchema = z.string().trim().min(1, FIELD_ERROR_KEYS.empty).max(20, FIELD_ERROR_KEYS.maxLength);
/**
 * A count as typed: its white space (a thousands separator, "1 000") dropped; empty is told as empty and
 * anything else but digits as no number, never read as 0 (as `Number('')` and JSON's null of NaN would be).
 */
const typedCount = z
  .union([z.number(), z.string()], { error: FIELD_ERROR_KEYS.notANumber })
  .transform((value) => String(value).replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, FIELD_ERROR_KEYS.emptyNumber)
      .regex(/^-?\d+(\.\d+)?$/, FIELD_ERROR_KEYS.notANumber),
  )
  .transform(Number);

export const stockBalanceInputSchema = z.object({
  companyId: z.string().regex(COMPANY_ID_PATTERN, FIELD_ERROR_KEYS.choice),
  storeId: storeKeySchema,
  balance: typedCount
    .pipe(z.number().int(FIELD_ERROR_KEYS.notANumber))
    .pipe(
      z
        .number()
        .min(0, FIELD_ERROR_KEYS.minValue)
        .max(PRODUCT_ADMIN_LIMITS.balanceMax, FIELD_ERROR_KEYS.maxValue),
    ),
});
/** As typed (the balance's text), what the call takes; the server reads it into a whole number. */
export type StockBalanceInput = z.input<typeof stockBalanceInputSchema>;
export type StockBalanceChange = z.output<typeof stockBalanceInputSchema>;

/** An assortment with how many products it holds and the companies that buy from it. */
export const assortmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  productCount: z.number().int(),
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
  version: z.number().int(),
});
export type Assortment = z.infer<typeof assortmentSchema>;

const assortmentNameSchema = z
  .string()
  .trim()
  .min(1, FIELD_ERROR_KEYS.empty)
  .max(PRODUCT_ADMIN_LIMITS.assortmentNameMax, FIELD_ERROR_KEYS.maxLength)
  .refine(isValidPrintableText, FIELD_ERROR_KEYS.characterSet);

export const createAssortmentSchema = z.object({ name: assortmentNameSchema });
export type CreateAssortment = z.infer<typeof createAssortmentSchema>;

const codes = z
  .array(productCodeSchema)
  .max(PRODUCT_ADMIN_LIMITS.productsPerChange, FIELD_ERROR_KEYS.maxLength);

/**
 * An assortment's change: its name, the companies that buy from it (each company buys from one assortment,
 * so naming one here moves it from its former one; a company named by none buys from the default one), and
 * the products added to it and removed from it.
 */
export const updateAssortmentSchema = z
  .object({
    name: assortmentNameSchema,
    companyIds: z
      .array(z.string().regex(COMPANY_ID_PATTERN, FIELD_ERROR_KEYS.choice))
      .max(PRODUCT_ADMIN_LIMITS.companiesPerAssortment, FIELD_ERROR_KEYS.maxLength),
    addProducts: codes.default([]),
    removeProducts: codes.default([]),
  })
  .superRefine((value, context) => {
    if (value.addProducts.some((code) => value.removeProducts.includes(code)))
      context.addIssue({ code: 'custom', path: ['removeProducts'], message: FIELD_ERROR_KEYS.choice });
  });
export type UpdateAssortment = z.input<typeof updateAssortmentSchema>;
export type UpdateAssortmentValues = z.output<typeof updateAssortmentSchema>;
export const assortmentParamsSchema = z.object({ assortmentId: z.uuid(FIELD_ERROR_KEYS.uuid) });

/**
 * §4: what a status change does to the flags. Approval puts an approved product online, which only a
 * synchronised one may be (an unsynced product stays pending until it is synchronised, so it is refused);
 * withdrawal takes it offline. Null when the change is not allowed from these flags.
 */
export function statusChangeFlags(flags: ProductFlags, change: ProductStatusChange): ProductFlags | null {
  if (change === 'offline') return { sync: flags.sync, approved: false, online: false };
  if (!flags.sync) return null;
  return { sync: true, approved: true, online: true };
}

/** The status the admin list shows for a row of flags. */
export const adminStatus = (flags: ProductFlags) => productStatus(flags);

/**
 * The low-stock alert fires once per crossing: when a change takes a store's balance from above the
 * product's traffic-light threshold to at or under it (§4 lowStock or noStock). A balance that stays low does
 * not alert again until it has been above the threshold.
 */
export function crossesLowStock(before: number, after: number, trafficLightThreshold: number): boolean {
  return before > trafficLightThreshold && after <= trafficLightThreshold;
}
