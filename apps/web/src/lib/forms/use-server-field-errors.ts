import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { HttpError } from '../http/http-error';

/** Error codes that concern one field, with the field and the message key to show there. */
export type CodeFieldErrors = Readonly<Record<string, { field: string; key: string }>>;

/** The field errors an error answer carries: a 400's `fieldErrors`, or a code that names one field. */
export function serverFieldErrors(error: unknown, codes: CodeFieldErrors = {}): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const byCode = error.code ? codes[error.code] : undefined;
  return byCode ? { [byCode.field]: byCode.key } : error.fieldErrors;
}

/**
 * Puts the server's field errors on the form's fields, so they read like the form's own checks; answers whether
 * the error was about fields at all.
 */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  codes?: CodeFieldErrors,
): (error: unknown) => boolean {
  return useCallback(
    (error) => {
      const fields = Object.entries(serverFieldErrors(error, codes));
      for (const [name, key] of fields) setError(name as FieldPath<T>, { message: key });
      return fields.length > 0;
    },
    [setError, codes],
  );
}
