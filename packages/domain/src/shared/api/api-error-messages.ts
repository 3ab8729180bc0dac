import { API_ERROR_TEXTS, isApiErrorCode, type ApiErrorCode } from './api-error-codes';

/** §8: the notice of every error without a more specific message. */
export const GENERIC_ERROR_KEY = 'error.generic';

// Codes whose message is shared with another code or lives outside the error namespace (§8).
const SHARED_KEYS: Partial<Record<ApiErrorCode, string>> = {
  ICCID_IN_QUARANTINE: 'error.iccid-not-available',
  OWN_SIMCARD_NOT_ALLOWED: 'error.adding-sim',
  FAILED_TO_ADD_SIM_PRODUCT_TO_CART: 'error.adding-sim',
  FAILED_TO_QUERY_ICCID_NUMBER_STATUS: 'error.adding-sim',
  NUMBER_NOT_FOUND_IN_CSN: 'error.number-not-found-in-customer-register',
  INVALID_VPBX_NUMBER: 'error.invalid-vpbx-enduser-and-number',
  INVALID_VPBX_ENDUSER: 'error.invalid-vpbx-enduser-and-number',
  NO_STOCK: 'order.no-stock-error-notification',
  SALES_BAN: 'order.sales-ban-error-notification',
};

/** §8: the translation key of an API error code: `error.<code in kebab case>` unless shared; else generic. */
export function apiErrorMessageKey(code: string | null | undefined): string {
  if (!isApiErrorCode(code)) return GENERIC_ERROR_KEY;
  return SHARED_KEYS[code] ?? `error.${code.toLowerCase().replaceAll('_', '-')}`;
}

const TEXT_KEYS: Record<string, string> = {
  [API_ERROR_TEXTS.accessDenied]: 'error.missing-permission',
  [API_ERROR_TEXTS.lockItemExpired]: 'error.lock-item-expired',
  [API_ERROR_TEXTS.numberDuplicate]: 'error.number-duplicate',
};

/** §8: the key of a plain-text order-system error, or null for any other text. */
export function apiErrorTextKey(message: string | null | undefined): string | null {
  return TEXT_KEYS[message ?? ''] ?? null;
}

/** §8 HTTP answers: 204/304 carry nothing, 504 shows no notice, others map to their notice key. */
export function httpStatusNoticeKey(status: number): string | null {
  if (status === 204 || status === 304 || status === 504 || (status >= 200 && status < 300)) return null;
  if (status === 401) return 'error.auth-expired';
  if (status === 403) return 'error.missing-permission';
  return status === 413 ? 'download.download-error-size-notification' : GENERIC_ERROR_KEY;
}

/** §8: the error built when an error body is not JSON. */
export function httpErrorFallbackMessage(status: number, statusText: string): string {
  return `HTTP error: ${status} - ${statusText}`;
}
