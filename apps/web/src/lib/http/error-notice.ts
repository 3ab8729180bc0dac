import {
  apiErrorMessageKey,
  GENERIC_ERROR_KEY,
  httpStatusNoticeKey,
  isApiErrorCode,
} from '@kaista/domain/shared/api';
import { TIMINGS } from '@kaista/domain/shared/constants';
import { i18n } from '../i18n/i18n';
import { notify } from '../notifications/notification-store';
import { logoutPath } from '../session/auth-paths';
import { browserLocation } from '../session/browser-location';
import type { HttpError } from './http-error';

function showError(key: string, extra: { duration?: number; onRemove?: () => void } = {}): void {
  notify({ id: key, text: i18n.t(key), language: i18n.language, type: 'error', ...extra });
}

/**
 * §8: the notice a failed call shows: the text of its §8 error code, the same table the server answers
 * from, else the status's own; 504 shows none, 401 logs out once its notice is gone.
 */
export function showErrorNotice({ status, code }: Pick<HttpError, 'status' | 'code'>): void {
  const key = isApiErrorCode(code) ? apiErrorMessageKey(code) : httpStatusNoticeKey(status);
  if (!key) return;
  if (status !== 401) {
    showError(key);
    return;
  }
  showError(key, {
    duration: TIMINGS.authExpiredNoticeMs,
    onRemove: () => browserLocation.assign(logoutPath(i18n.language)),
  });
}

/**
 * Whether an error answer is told by the fields of the form that sent it: it carries field errors and no §8
 * code of its own (a §8 code, e.g. 409 NO_STOCK, still shows its text).
 */
export function isToldOnFields({ code, fieldErrors }: Pick<HttpError, 'code' | 'fieldErrors'>): boolean {
  return Object.keys(fieldErrors).length > 0 && !isApiErrorCode(code);
}

/** What a call's page tells itself of its failures, so that no notice shows beside its own words. */
export interface CallerTells {
  /**
   * The page puts an error answer's `fieldErrors` on its form's fields, so such an answer without a §8 code of
   * its own (a 400 VALIDATION_ERROR, a 409 CONFLICT on a name) shows no notice: its fields tell it.
   */
  tellsFieldErrors?: boolean;
  /** The page tells a 412 itself (its own 'changed meanwhile'). */
  tellsStale?: boolean;
  /** The page tells this error answer in its own words (e.g. a §8 code worded for the page). */
  tells?: (error: HttpError) => boolean;
  /** The page tells a call that got no answer at all (no connection) in its own words. */
  tellsNoAnswer?: boolean;
}

/** Whether the page that made the call tells this error answer itself (`CallerTells`). */
export function isToldByCaller(
  error: HttpError,
  { tellsFieldErrors, tellsStale, tells }: CallerTells,
): boolean {
  if (tellsStale && error.status === 412) return true;
  if (tellsFieldErrors && isToldOnFields(error)) return true;
  return tells?.(error) === true;
}

/** §8: a transport failure shows the generic notice. */
export function showTransportNotice(): void {
  showError(GENERIC_ERROR_KEY);
}
