import { z } from 'zod';
import { COMPANY_ID_PATTERN } from '../validation/identifiers';

/** §7, DESIGN.md §4: the JSON body of every error answer. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** §3: a reference to a company by id and name, as used in the profile. */
export const companyRefSchema = z.object({ uid: z.string(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** The path parameter of every company-scoped call. */
export const companyParamsSchema = z.object({ id: z.string().regex(COMPANY_ID_PATTERN) });

/** The strong ETag of a versioned object (RFC 9110 §8.8.3): GET answers it, an update sends it as If-Match. */
export const versionEtag = (version: number): string => `"${version}"`;
