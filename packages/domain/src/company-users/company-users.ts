import { z } from 'zod';

/** A company's user; `canImpersonate` when the caller may act as them (§6: offered by uid). */
export const impersonationCandidateSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  canImpersonate: z.boolean(),
});
export type ImpersonationCandidate = z.infer<typeof impersonationCandidateSchema>;
