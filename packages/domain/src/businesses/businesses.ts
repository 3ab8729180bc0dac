import { z } from 'zod';

/** §3 'Company': identifier types. */
export const IDENTIFIER_TYPES = [
  'UNIDENTIFIED',
  'BUSINESS_ID',
  'ASSOCIATION_ID',
  'FOREIGN_BUSINESS_ID',
] as const;

export const headOfficeAddressSchema = z.object({
  street: z.string(),
  postalNumber: z.string(),
  city: z.string(),
  country: z.string(),
});

/** §3 'Company': the answer of GET /businesses/{id}. */
export const companySchema = z.object({
  uid: z.string(),
  name: z.string(),
  businessId: z.string(),
  identifierType: z.enum(IDENTIFIER_TYPES),
  companyType: z.string(),
  customerNumber: z.string(),
  headOffice: headOfficeAddressSchema,
});
export type Company = z.infer<typeof companySchema>;
