import type { z } from 'zod';

/**
 * A schema's failed checks by field, as the forms show them: the field's first failed rule (its message key,
 * which the form translates). A form that checks its input against the domain's schema before sending uses it.
 */
export function fieldIssues(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0]);
    byField[field] ??= issue.message;
  }
  return byField;
}
