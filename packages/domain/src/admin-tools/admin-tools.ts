import { z } from 'zod';
import { companyRefSchema } from '../shared/api/common';
import { ENVIRONMENTS } from '../shared/constants/feature-flags';

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
