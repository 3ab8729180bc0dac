import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';

/** Access technologies of the operator's fixed and fixed-wireless network. */
export const ACCESS_TECHNOLOGIES = ['FIBER', 'VDSL', 'FWA_5G'] as const;
export type AccessTechnology = (typeof ACCESS_TECHNOLOGIES)[number];

export const AVAILABILITY_LIMITS = { addressHits: 20, streetMax: 100, cityMax: 40 } as const;

/** §7 GET /addresses: by street (with or without the house number) and city, both from their beginning. */
export const addressQuerySchema = z.object({
  streetAddress: z
    .string()
    .trim()
    .min(1, FIELD_ERROR_KEYS.empty)
    .min(2, FIELD_ERROR_KEYS.minLength)
    .max(AVAILABILITY_LIMITS.streetMax, FIELD_ERROR_KEYS.maxLength),
  city: z.string().trim().max(AVAILABILITY_LIMITS.cityMax, FIELD_ERROR_KEYS.maxLength).optional(),
});
export type AddressQuery = z.input<typeof addressQuerySchema>;

export const availabilityAddressSchema = z.object({
  id: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  postalNumber: z.string(),
  city: z.string(),
});
export type AvailabilityAddress = z.infer<typeof availabilityAddressSchema>;

/** An address as people read it: 'Satamakatu 12, 00160 Helsinki'. */
export const addressText = (address: AvailabilityAddress): string =>
  `${address.street} ${address.houseNumber}, ${address.postalNumber} ${address.city}`;

/** §7 /availability/productsearchparams: what a product search may ask for. */
export const productSearchParamsSchema = z.object({
  technologies: z.array(z.enum(ACCESS_TECHNOLOGIES)),
  speeds: z.array(z.number().int()),
});

/** §7 POST /availability/products: the products an address can have, optionally at least a speed. */
export const availabilityProductsBodySchema = z.object({
  addressId: z.uuid(FIELD_ERROR_KEYS.uuid),
  minDownMbps: z.number().int().min(0).max(10_000).optional(),
});

export const availableProductSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  technology: z.enum(ACCESS_TECHNOLOGIES),
  downMbps: z.number().int(),
  upMbps: z.number().int(),
  monthlyCents: z.number().int().nullable(),
});
export type AvailableProduct = z.infer<typeof availableProductSchema>;

/** The line an address has: its technology and top speeds, told whether or not a product fits them. */
export const availabilityAccessSchema = z.object({
  technology: z.enum(ACCESS_TECHNOLOGIES),
  maxDownMbps: z.number().int(),
  maxUpMbps: z.number().int(),
});
export type AvailabilityAccess = z.infer<typeof availabilityAccessSchema>;

export const availabilityAnswerSchema = z.object({
  address: availabilityAddressSchema,
  access: availabilityAccessSchema,
  products: z.array(availableProductSchema),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

/**
 * The products an access at an address supports: fibre sells the fibre product up to the line's speed, 5G
 * fixed wireless the mobile broadband products up to the cell's speed; the catalogue sells nothing over VDSL.
 */
export const PRODUCTS_BY_TECHNOLOGY: Record<
  AccessTechnology,
  { code: string; downMbps: number; upMbps: number }[]
> = {
  FIBER: [{ code: 'FBB_KUITU_300', downMbps: 300, upMbps: 300 }],
  VDSL: [],
  FWA_5G: [
    { code: 'MBB_5G_300', downMbps: 300, upMbps: 50 },
    { code: 'MBB_5G_1000', downMbps: 1000, upMbps: 100 },
  ],
};

/** The offers of one access (technology and its top speeds), at least `minDownMbps` fast. */
export function offersFor(
  technology: AccessTechnology,
  maxDownMbps: number,
  minDownMbps = 0,
): { code: string; downMbps: number; upMbps: number }[] {
  return PRODUCTS_BY_TECHNOLOGY[technology].filter(
    (offer) => offer.downMbps <= maxDownMbps && offer.downMbps >= minDownMbps,
  );
}

const base = '/api/businesses/:id';

/** §7 availability search (§2 /availability-search). */
export const availabilityCalls = namedCalls('availability', {
  addresses: defineCall({
    method: 'GET',
    path: `${base}/addresses`,
    params: companyParamsSchema,
    query: addressQuerySchema,
    response: z.array(availabilityAddressSchema),
  }),
  productSearchParams: defineCall({
    method: 'GET',
    path: `${base}/availability/productsearchparams`,
    params: companyParamsSchema,
    response: productSearchParamsSchema,
  }),
  products: defineCall({
    method: 'POST',
    path: `${base}/availability/products`,
    params: companyParamsSchema,
    body: availabilityProductsBodySchema,
    response: availabilityAnswerSchema,
  }),
});
