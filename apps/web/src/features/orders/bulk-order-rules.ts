import { BULK_ORDER_FILE_TYPES, BULK_ORDER_LIMITS } from '@kaista/domain/orders';
import { apiErrorMessageKey, isApiErrorCode, type ApiErrorCode } from '@kaista/domain/shared/api';
import type { UploadRules } from '../../lib/forms/use-uploads';
import { HttpError } from '../../lib/http/http-error';

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

const refuseFile: UploadRules['refuse'] = (file) => {
  if (!(BULK_ORDER_FILE_TYPES as readonly string[]).includes(extensionOf(file.name)))
    return 'orders.bulk.wrong-type';
  if (file.size > BULK_ORDER_LIMITS.fileMaxBytes) return 'orders.bulk.too-large';
  return undefined;
};

/** §8 codes of a submit that sending the same file again would only repeat, in the bulk order's own words. */
const SUBMIT_REFUSALS: Partial<Record<ApiErrorCode, string>> = {
  ILLEGAL_STATE: 'orders.bulk.already-ordered',
  NUMBER_RESERVATION_FAILED: 'orders.bulk.numbers-taken',
};

/**
 * Why the server refused the file, when it says so: the file's own problem (400 on the field `file`, worded as
 * the check words it), a file ordered already or numbers no longer free (409), or another §8 code's own text;
 * else a file too large or of another type (413, 415).
 */
function refusalOf(error: HttpError): string | undefined {
  const field = error.fieldErrors.file;
  if (field) return field;
  if (isApiErrorCode(error.code)) return SUBMIT_REFUSALS[error.code] ?? apiErrorMessageKey(error.code);
  if (error.status === 413) return 'orders.bulk.too-large';
  if (error.status === 415) return 'orders.bulk.wrong-type';
  return undefined;
}

/** The file's problem after a failed check or submit: the server's reason, else that it could not be sent. */
const failureOf: UploadRules['failure'] = (_status, error) =>
  (error instanceof HttpError ? refusalOf(error) : undefined) ?? 'orders.bulk.failed';

export const BULK_RULES: UploadRules = { refuse: refuseFile, failure: failureOf };

/**
 * The page tells the refusals it words itself at the file, so no notice stands beside them (a notice saying
 * "try again" would contradict "ordered already"); any other failure (a lost session, no permission, a
 * server fault) keeps its §8 notice.
 */
export const UPLOAD_OPTIONS = { tells: (error: HttpError) => refusalOf(error) !== undefined };
