/** §7, DESIGN.md §4: the JSON body of every error answer. */
export interface ApiError {
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An answer's body as an error answer, or null when it is not one. A plain check rather than a zod schema:
 * the web app reads error answers from its first load, which carries no zod.
 */
export function readApiError(body: unknown): ApiError | null {
  if (!isRecord(body) || typeof body.code !== 'string' || typeof body.message !== 'string') return null;
  const { code, message, fieldErrors } = body;
  if (fieldErrors === undefined) return { code, message };
  if (!isRecord(fieldErrors) || !Object.values(fieldErrors).every((text) => typeof text === 'string'))
    return null;
  return { code, message, fieldErrors: fieldErrors as Record<string, string> };
}
