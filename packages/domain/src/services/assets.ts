import { z } from 'zod';
import { companyParamsSchema } from '../shared/api/common';
import { pageSchema, sortedListQuerySchema } from '../shared/api/paging';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';

/** §4 asset statuses. */
export const ASSET_STATUSES = ['NEW', 'IN USE', 'REPAIR', 'NOT IN USE', 'EXTENDED'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/**
 * The product groups of assets (§7 /assetproductgroups), as the shop's categories name the devices a
 * company buys: phones, tablets, laptops, routers, smart watches and accessories.
 */
export const ASSET_PRODUCT_GROUPS = [
  'mobile-phones',
  'tablets',
  'laptops',
  'routers',
  'smart-watches',
  'accessories',
] as const;
export type AssetProductGroup = (typeof ASSET_PRODUCT_GROUPS)[number];

export const ASSET_SORT_FIELDS = ['product', 'status', 'user', 'purchased', 'imei'] as const;
export type AssetSortField = (typeof ASSET_SORT_FIELDS)[number];

export const ASSET_LIMITS = {
  searchMax: 60,
  /** §7 /search/assets answers at most this many hits. */
  searchHits: 20,
  faultMax: 500,
  countCap: 10_000,
} as const;

const isoDate = z.iso.date();

export const assetParamsSchema = companyParamsSchema.extend({ assetId: z.uuid() });

/** §7 GET /assets: offset, pageSize, status, product group and a search (IMEI, serial, product, user). */
export const assetListQuerySchema = sortedListQuerySchema(
  {
    status: z.enum(ASSET_STATUSES).optional(),
    productGroup: z.enum(ASSET_PRODUCT_GROUPS).optional(),
    /** Digits of an IMEI or a serial number, or a part of the product's or the user's name. */
    q: z.string().trim().max(ASSET_LIMITS.searchMax).optional(),
  },
  ASSET_SORT_FIELDS,
);
export type AssetListQuery = z.input<typeof assetListQuerySchema>;

export const assetSummarySchema = z.object({
  id: z.string(),
  /** 15 digits for a device on a mobile network; null for an accessory or a laptop without a modem. */
  imei: z.string().nullable(),
  serialNumber: z.string(),
  productCode: z.string(),
  productName: z.string(),
  productGroup: z.enum(ASSET_PRODUCT_GROUPS),
  status: z.enum(ASSET_STATUSES),
  userName: z.string().nullable(),
  /** The subscription the device is used with. */
  service: z.object({ id: z.string(), number: z.string() }).nullable(),
  purchasedOn: isoDate,
  warrantyEnd: isoDate.nullable(),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;

export const assetPageSchema = pageSchema(assetSummarySchema);
export type AssetPage = z.infer<typeof assetPageSchema>;

export const assetDetailSchema = assetSummarySchema.extend({
  /** The fault of the latest repair, as it was reported. */
  repairFault: z.string().nullable(),
  repairRequestedAt: z.string().nullable(),
  /** Grows by one with every change; GET answers it as the ETag that a repair sends back as If-Match. */
  version: z.number().int(),
});
export type AssetDetail = z.infer<typeof assetDetailSchema>;

/** §7 /assetproductgroups: the groups the company's assets fall in, with how many each has. */
export const assetProductGroupsSchema = z.object({
  groups: z.array(z.object({ group: z.enum(ASSET_PRODUCT_GROUPS), count: z.number().int() })),
});
export type AssetProductGroups = z.infer<typeof assetProductGroupsSchema>;

/** §7 /search/assets: IMEI, serial number, product or user; at most `hits` (20) answers. */
export const assetSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(ASSET_LIMITS.searchMax),
  hits: z.coerce.number().int().min(1).max(ASSET_LIMITS.searchHits).default(ASSET_LIMITS.searchHits),
});
export type AssetSearchQuery = z.input<typeof assetSearchQuerySchema>;
export const assetSearchSchema = z.object({ hits: z.array(assetSummarySchema) });
export type AssetSearch = z.infer<typeof assetSearchSchema>;

/** §4 'repair asset': the fault as the user describes it. */
export const repairAssetSchema = z.object({
  fault: z
    .string()
    .trim()
    .min(1, FIELD_ERROR_KEYS.empty)
    .max(ASSET_LIMITS.faultMax, FIELD_ERROR_KEYS.maxLength),
});
export type RepairAsset = z.input<typeof repairAssetSchema>;

/**
 * §4 repair asset: a device in use (or new, or on an extended warranty) goes to REPAIR; one already there or
 * taken out of use cannot. The order that carries it back to IN USE is a REPAIR_ORDER.
 */
export function assetRepairRefusal(status: AssetStatus): string | null {
  if (status === 'REPAIR') return 'the asset is already in repair';
  if (status === 'NOT IN USE') return 'an asset not in use is not repaired';
  return null;
}

/** Whether the warranty still covers a repair on `today` (ISO days compare as text). */
export const underWarranty = (warrantyEnd: string | null, today: string): boolean =>
  warrantyEnd !== null && warrantyEnd >= today;
