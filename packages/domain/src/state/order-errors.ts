import { apiErrorMessageKey, apiErrorTextKey, GENERIC_ERROR_KEY } from './api-error-messages';

export type OrderSystemError = { code?: string | null; message?: string | null };
export type ErrorMessage = { key: string; text?: string };

const SUBMIT_CODES = ['NUMBER_RESERVATION_FAILED', 'INVALID_VPBX_NUMBER', 'INVALID_VPBX_ENDUSER', 'NO_STOCK'];

/** §8 submit order: reservation failure, invalid VPBX end user and number, no stock, else generic. */
export function submitOrderErrorKey(code: string | null | undefined): string {
  return code && SUBMIT_CODES.includes(code) ? apiErrorMessageKey(code) : GENERIC_ERROR_KEY;
}

/** §8 add to cart: no stock shows the stock balance notice, a sales ban its own notice, others generic. */
export function addToCartErrorKey(code: string | null | undefined): string {
  if (code === 'NO_STOCK') return 'order.stock-balance-notification';
  return code === 'SALES_BAN' ? apiErrorMessageKey(code) : GENERIC_ERROR_KEY;
}

const VALIDATION_CODES = [
  'ICCID_NOT_AVAILABLE',
  'ICCID_IN_QUARANTINE',
  'ICCID_UNKNOWN',
  'OWN_SIMCARD_NOT_ALLOWED',
  'FAILED_TO_ADD_SIM_PRODUCT_TO_CART',
  'FAILED_TO_QUERY_ICCID_NUMBER_STATUS',
  'ICCID_NOT_UNIQUE',
  'ICCID_UNAVAILABLE',
  'NUMBER_NOT_FOUND_IN_CSN',
  'NUMBER_NOT_FOUND',
  'NUMBER_NOT_AVAILABLE',
  'NUMBER_TYPES_DONT_MATCH',
  'NUMBER_NOT_AVAILABLE_FOR_PORTIN',
  'INVALID_TRANSFER_TIME',
];

function knownMessage(error: OrderSystemError): ErrorMessage | null {
  if (error.code === 'NUMBER_NOT_AVAILABLE_FOR_PORTIN') {
    // The number-portability check explains why; its text is more useful than ours when it gives one.
    return { key: apiErrorMessageKey(error.code), ...(error.message ? { text: error.message } : {}) };
  }
  if (error.code && VALIDATION_CODES.includes(error.code)) return { key: apiErrorMessageKey(error.code) };
  const textKey = apiErrorTextKey(error.message);
  return textKey ? { key: textKey } : null;
}

/** §8 order validation: the first recognised error's message, else the generic order error with the first text. */
export function orderValidationMessage(errors: readonly OrderSystemError[]): ErrorMessage {
  for (const error of errors) {
    const message = knownMessage(error);
    if (message) return message;
  }
  const text = errors.find((e) => e.message)?.message;
  return { key: 'order.generic-error', ...(text ? { text } : {}) };
}
