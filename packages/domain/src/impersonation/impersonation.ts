import { z } from 'zod';
import { companyRefSchema } from '../shared/api/common';

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

/** Audit actions written by the server; any other action is a state-changing call, `METHOD /route`. */
export const AUDIT_ACTIONS = { start: 'impersonation.start', stop: 'impersonation.stop' } as const;
