import { z } from 'zod';
import { COMPANY_ID_PATTERN } from '../validation/identifiers';

/** §3: a reference to a company by id and name, as used in the profile. */
export const companyRefSchema = z.object({ uid: z.string(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** The path parameter of every company-scoped call. */
export const companyParamsSchema = z.object({ id: z.string().regex(COMPANY_ID_PATTERN) });

/** The strong ETag of a versioned object (RFC 9110 §8.8.3): GET answers it, an update sends it as If-Match. */
export const versionEtag = (version: number): string => `"${version}"`;
