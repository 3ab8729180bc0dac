import { z } from 'zod';
import { companyRefSchema } from '../shared/api/common';
import { listQuerySchema, pageSchema } from '../shared/api/paging';

// A real calendar day (no 2026-02-30): an impossible date must be a 400, not a failed SQL cast.
const isoDate = z.iso.date('validation.invalid');

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
