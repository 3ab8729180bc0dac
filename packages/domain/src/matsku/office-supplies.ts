import { z } from 'zod';
import { MATSKU_MAX_QUANTITY } from '../shared/constants/limits';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { checkedText } from '../shared/validation/field-schemas';
import { isValidPartnerShopEmail } from '../shared/validation/email';
import { isValidOfficeSuppliesStoreNumber, isValidPostalNumber } from '../shared/validation/identifiers';
import { isValidCity } from '../shared/validation/text';

/** The office supplies a store can order; the names are translations (matsku.office.items.{code}). */
export const OFFICE_SUPPLY_ITEMS = [
  'copy-paper-a4',
  'receipt-rolls',
  'price-labels',
  'shipping-boxes',
  'packing-tape',
  'ballpoint-pens',
  'toner-black',
  'carrier-bags',
] as const;
export type OfficeSupplyItem = (typeof OFFICE_SUPPLY_ITEMS)[number];

/**
 * §5 office-supplies order: the store number (at most 10 digits), the post number (5 digits), the city and
 * the e-mail for the confirmation, each with its own message, and at least one item.
 */
export const officeSuppliesOrderInputSchema = z.object({
  storeNumber: checkedText(isValidOfficeSuppliesStoreNumber, FIELD_ERROR_KEYS.storeNumber),
  postNumber: checkedText((value) => isValidPostalNumber(value), FIELD_ERROR_KEYS.postNumber),
  city: checkedText(isValidCity, FIELD_ERROR_KEYS.shopCity),
  email: checkedText(isValidPartnerShopEmail, FIELD_ERROR_KEYS.shopEmail),
  lines: z
    .array(
      z.object({
        item: z.enum(OFFICE_SUPPLY_ITEMS),
        quantity: z.number().int().min(1).max(MATSKU_MAX_QUANTITY),
      }),
    )
    .min(1, FIELD_ERROR_KEYS.empty)
    .max(OFFICE_SUPPLY_ITEMS.length)
    .refine(
      (lines) => new Set(lines.map((line) => line.item)).size === lines.length,
      FIELD_ERROR_KEYS.choice,
    ),
});
export type OfficeSuppliesOrderInput = z.infer<typeof officeSuppliesOrderInputSchema>;

export const officeSuppliesOrderSchema = officeSuppliesOrderInputSchema.extend({
  id: z.string(),
  orderNumber: z.string(),
  totalItems: z.number().int(),
  createdAt: z.string(),
});
export type OfficeSuppliesOrder = z.infer<typeof officeSuppliesOrderSchema>;
