import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../shared/api/paging';
import { normalizeBusinessId } from '../shared/validation/business-id';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { nameFieldSchema } from '../shared/validation/field-schemas';
import { COMPANY_TYPES, headOfficeInputSchema, IDENTIFIER_TYPES } from '../businesses/businesses';

/** A query flag as it arrives in a URL: only the word `true` turns it on. */
const queryFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/**
 * Whether the operator already serves the company: CUSTOMER once it has portal users, PROSPECT when it was
 * only registered (for example through /0/company/new) and nobody uses the portal for it yet.
 */
export const CUSTOMER_STATUSES = ['CUSTOMER', 'PROSPECT'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** The longest search: longer than any company's name, business ID or customer number. */
export const COMPANY_SEARCH_MAX = 100;

/** §7 GET /businesses/search2: by name, business ID or customer number. */
export const companySearchQuerySchema = listQuerySchema({
  query: z.string().trim().max(COMPANY_SEARCH_MAX).default(''),
  includeCustomerStatus: queryFlag,
});
export type CompanySearchQuery = z.input<typeof companySearchQuerySchema>;

export const companySearchHitSchema = z.object({
  uid: z.string(),
  name: z.string(),
  businessId: z.string(),
  customerNumber: z.string(),
  city: z.string(),
  customerStatus: z.enum(CUSTOMER_STATUSES).optional(),
});
export type CompanySearchHit = z.infer<typeof companySearchHitSchema>;

/**
 * `total` counts matches up to the server's cap of ranked matches; `totalCapped` says more companies matched
 * than the search ranks: the query is too broad to page through.
 */
export const companySearchResultSchema = pageSchema(companySearchHitSchema);
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;

/** Identifiers other than a Finnish business ID have no published check rule: letters, digits, . - / */
const OTHER_IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9./ -]{0,29}$/;

/** §3/§5: a business ID is normalised with its check digit rule; other identifier types are kept as typed. */
export function normalizeCompanyIdentifier(
  type: (typeof IDENTIFIER_TYPES)[number],
  value: string,
): string | null {
  if (type === 'BUSINESS_ID') return normalizeBusinessId(value);
  const trimmed = value.trim();
  return OTHER_IDENTIFIER.test(trimmed) ? trimmed : null;
}

/** §7 POST /businesses (§2 /0/company/new); field errors carry translation keys. */
export const newCompanySchema = z
  .object({
    name: nameFieldSchema,
    identifierType: z.enum(IDENTIFIER_TYPES),
    businessId: z.string().trim().min(1, FIELD_ERROR_KEYS.empty).max(40),
    companyType: z.enum(COMPANY_TYPES),
    headOffice: headOfficeInputSchema,
  })
  .superRefine((company, context) => {
    if (!normalizeCompanyIdentifier(company.identifierType, company.businessId)) {
      context.addIssue({ code: 'custom', path: ['businessId'], message: 'validation.business-id' });
    }
  });
export type NewCompany = z.input<typeof newCompanySchema>;
