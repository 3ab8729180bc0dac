import { z } from 'zod';
import { COUNTRY_CODES } from '../invoices/countries';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { isValidPostalNumber } from '../shared/validation/identifiers';
import { cityFieldSchema, streetFieldSchema } from '../shared/validation/field-schemas';

/** §3 'Company': identifier types. */
export const IDENTIFIER_TYPES = [
  'UNIDENTIFIED',
  'BUSINESS_ID',
  'ASSOCIATION_ID',
  'FOREIGN_BUSINESS_ID',
] as const;

/** §3 'Company': company types, given at registration and changed by §7 PUT /companytype. */
export const COMPANY_TYPES = [
  'LIMITED_COMPANY',
  'PUBLIC_LIMITED_COMPANY',
  'PARTNERSHIP',
  'SOLE_TRADER',
  'ASSOCIATION',
  'PUBLIC_SECTOR',
  'PARTNER_RETAILER',
  'FOREIGN_COMPANY',
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const headOfficeAddressSchema = z.object({
  street: z.string(),
  postalNumber: z.string(),
  city: z.string(),
  country: z.string(),
});
export type HeadOfficeAddress = z.infer<typeof headOfficeAddressSchema>;

/**
 * §5 address rules for a head office as written: street 1–100, city 1–40, a known two-letter country and a
 * postal number in that country's form (five digits in Finland). Field errors carry translation keys.
 */
export const headOfficeInputSchema = z
  .object({
    street: streetFieldSchema,
    postalNumber: z.string().trim(),
    city: cityFieldSchema,
    // One of the countries addresses are kept for, typed in either case ('fi' is Finland's).
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => COUNTRY_CODES.includes(code), 'validation.country')
      .default('FI'),
  })
  .superRefine((address, context) => {
    if (!isValidPostalNumber(address.postalNumber, address.country)) {
      context.addIssue({ code: 'custom', path: ['postalNumber'], message: FIELD_ERROR_KEYS.postalNumber });
    }
  });
export type HeadOfficeInput = z.input<typeof headOfficeInputSchema>;

/** §3 'Company': the answer of GET /businesses/{id}; `version` is what an update's If-Match names. */
export const companySchema = z.object({
  uid: z.string(),
  name: z.string(),
  businessId: z.string(),
  identifierType: z.enum(IDENTIFIER_TYPES),
  companyType: z.string(),
  customerNumber: z.string(),
  headOffice: headOfficeAddressSchema,
  version: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;
