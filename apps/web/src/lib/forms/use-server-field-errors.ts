import { apiErrorMessageKey, type ApiErrorCode } from '@kaista/domain/shared/api';
import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { HttpError } from '../http/http-error';

/** §8 error codes that concern one field, with that field; the field shows the code's own §8 text. */
export type CodeFieldErrors = Readonly<Partial<Record<ApiErrorCode, string>>>;

/**
 * For the call's `tells`: an answer with one of these codes is told on its field, so the transport adds no
 * notice that would say it twice.
 */
export const toldOnFields =
  (codes: CodeFieldErrors) =>
  (error: HttpError): boolean =>
    error.code !== undefined && error.code in codes;

/** The field errors an error answer carries: a 400's `fieldErrors`, or a code that names one field. */
export function serverFieldErrors(error: unknown, codes: CodeFieldErrors = {}): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const field = error.code ? codes[error.code as ApiErrorCode] : undefined;
  return field ? { [field]: apiErrorMessageKey(error.code) } : error.fieldErrors;
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
