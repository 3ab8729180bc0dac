import { z } from 'zod';
import { ENVIRONMENTS } from '../constants/feature-flags';
import type { RoleName } from '../roles/role-names';
import { normalizeBusinessId } from '../validation/business-id';
import { isValidPostalNumber } from '../validation/identifiers';
import { isValidCity, isValidName, isValidStreet } from '../validation/text';
import { IDENTIFIER_TYPES } from './businesses';
import { companyRefSchema } from './common';
import { listQuerySchema, pageSchema } from './paging';

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

/** §2: new companies are registered by delivery coordinators. */
export const COMPANY_CREATOR_ROLES: readonly RoleName[] = ['DCUser'];

/** §7 GET /businesses/search2: by name, business ID or customer number. */
export const companySearchQuerySchema = listQuerySchema({
  query: z.string().trim().max(100).default(''),
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

/** The company types a new company can be registered with. */
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
    name: z.string().refine(isValidName, 'validation.name'),
    identifierType: z.enum(IDENTIFIER_TYPES),
    businessId: z.string().max(40),
    companyType: z.enum(COMPANY_TYPES),
    headOffice: z.object({
      street: z.string().refine(isValidStreet, 'validation.street'),
      postalNumber: z.string().trim(),
      city: z.string().refine(isValidCity, 'validation.city'),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, 'validation.country')
        .default('FI'),
    }),
  })
  .superRefine((company, context) => {
    if (!normalizeCompanyIdentifier(company.identifierType, company.businessId)) {
      context.addIssue({ code: 'custom', path: ['businessId'], message: 'validation.business-id' });
    }
    if (!isValidPostalNumber(company.headOffice.postalNumber, company.headOffice.country)) {
      context.addIssue({
        code: 'custom',
        path: ['headOffice', 'postalNumber'],
        message: 'validation.postal-number',
      });
    }
  });
export type NewCompany = z.input<typeof newCompanySchema>;

/** A company's user; `canImpersonate` when the caller may act as them (§6: offered by uid). */
export const impersonationCandidateSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  canImpersonate: z.boolean(),
});
export type ImpersonationCandidate = z.infer<typeof impersonationCandidateSchema>;

export const impersonationParamsSchema = z.object({
  id: z.string().min(1).max(64),
  uid: z.string().min(1).max(64),
});

/** The answer of POST /businesses/{id}/impersonations/{uid}: the session now acts for that user. */
export const impersonationStateSchema = z.object({
  currentCompanyId: z.string(),
  expiresAt: z.string(),
  user: companyRefSchema,
  operatorName: z.string(),
});
export type ImpersonationState = z.infer<typeof impersonationStateSchema>;

/** §9 PUT /environmentmode: a session value; null returns to the server's own environment. */
export const environmentModeSchema = z.object({ environment: z.enum(ENVIRONMENTS).nullable() });
export type EnvironmentMode = z.infer<typeof environmentModeSchema>;

const personSchema = z.object({ uid: z.string(), name: z.string(), email: z.string() });

/** §2 admintools/session: what the server knows about the caller's session. */
export const adminSessionSchema = z.object({
  user: personSchema.extend({ roles: z.array(z.string()) }),
  impersonating: personSchema.nullable(),
  company: companyRefSchema.nullable(),
  environment: z.string(),
  environmentOverridden: z.boolean(),
  createdAt: z.string(),
  idleExpiresAt: z.string(),
  absoluteExpiresAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** Audit actions written by the server; any other action is a state-changing call, `METHOD /route`. */
export const AUDIT_ACTIONS = { start: 'impersonation.start', stop: 'impersonation.stop' } as const;

// A real calendar day (no 2026-02-30): an impossible date must be a 400, not a failed SQL cast.
const isoDate = z.iso.date('validation.date');

/** GET /businesses/{id}/audit and …/audit.csv: dates are Helsinki calendar days, both ends included. */
export const auditQuerySchema = listQuerySchema({
  from: isoDate.optional(),
  to: isoDate.optional(),
  actor: z.string().min(1).max(64).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  operator: companyRefSchema,
  actedFor: companyRefSchema.nullable(),
  companyId: z.string(),
  /** A key of AUDIT_ACTION_TEXTS, or `METHOD /route` for a call the table does not name. */
  action: z.string(),
  target: z.string(),
  /** What the action was done to, e.g. a ticket's '#12' (see auditActionSentence). */
  subject: z.string().nullable(),
  result: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema).extend({
  /** Everyone who appears in the company's log, to filter by. */
  actors: z.array(companyRefSchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
