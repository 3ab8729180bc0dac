import type { z } from 'zod';

/**
 * A schema's failed checks by field: each field's first failed rule (its message key), fields of nested
 * objects by their dotted path, as the API's fieldErrors give them, so a form that checks its input before
 * sending shows what the server would answer.
 */
export function fieldIssues(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    byField[field] ??= issue.message;
  }
  return byField;
}

/** The first rule one field's value breaks by its object's schema (its message key); undefined when none. */
export function fieldIssueOf(schema: z.ZodType, field: string, value: unknown): string | undefined {
  const checked = schema.safeParse({ [field]: value });
  return checked.success ? undefined : fieldIssues(checked.error)[field];
}
