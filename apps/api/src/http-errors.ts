import { apiErrorHttpStatus, apiErrorMessageKey, type ApiErrorCode } from '@kaista/domain/shared/api';

/**
 * The one error type services throw: it carries the HTTP status and the API code of DESIGN.md §4 / spec §8,
 * and the errors plugin turns it into the JSON body. Anything else that escapes is a 500 without details.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (
  message: string,
  fieldErrors?: Record<string, string>,
  code = 'VALIDATION_ERROR',
) => new HttpError(400, code, message, fieldErrors);
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', 'No valid session.');
export const forbidden = (message = 'Access is denied') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (what = 'Resource') => new HttpError(404, 'NOT_FOUND', `${what} not found.`);
/**
 * A §8 error code, answered with the status the domain's table gives it (the web shows the code's text); with a
 * field, the code's text is that field's error too, so a form tells it there.
 */
export const apiError = (code: ApiErrorCode, message: string, field?: string) =>
  new HttpError(
    apiErrorHttpStatus(code),
    code,
    message,
    field ? { [field]: apiErrorMessageKey(code) } : undefined,
  );
export const preconditionFailed = () =>
  new HttpError(
    412,
    'PRECONDITION_FAILED',
    'The object was changed by someone else; reload it and try again.',
  );
export const tooManyRequests = (message: string) => new HttpError(429, 'TOO_MANY_REQUESTS', message);
