/** §4 power-of-attorney results. */
const POA_RESULTS = [
  'INVALID',
  'SSN_MISMATCH',
  'EXPIRED',
  'NOT_FOUND',
  'PENDING',
  'REJECTED',
  'SIGNED',
] as const;

/** §8 API error codes; POA_* are the power-of-attorney results of §4. */
export const API_ERROR_CODES = [
  'ICCID_NOT_AVAILABLE',
  'ICCID_IN_QUARANTINE',
  'ICCID_UNKNOWN',
  'ICCID_NOT_UNIQUE',
  'ICCID_UNAVAILABLE',
  'OWN_SIMCARD_NOT_ALLOWED',
  'FAILED_TO_ADD_SIM_PRODUCT_TO_CART',
  'FAILED_TO_QUERY_ICCID_NUMBER_STATUS',
  'INDEXING_ONGOING',
  'NUMBER_NOT_FOUND',
  'NUMBER_NOT_AVAILABLE',
  'NUMBER_NOT_FOUND_IN_CSN',
  'NUMBER_IN_QUARANTINE',
  'PARTY_EXISTS_WITH_NAME',
  'PARTY_EXISTS_WITH_EMAIL',
  'ORGANISATION_EXISTS',
  'NUMBER_NOT_AVAILABLE_FOR_PORTIN',
  'INVALID_TRANSFER_TIME',
  ...POA_RESULTS.map((result) => `POA_${result}` as const),
  'NUMBER_RESERVATION_FAILED',
  'NO_STOCK',
  'SALES_BAN',
  /** Issue 11: the order meets one of the company's approval rules; it goes to an approver as a request. */
  'APPROVAL_REQUIRED',
  'FAIL_SIM_NOT_AVAILABLE',
  'FAIL_CANNOT_ACTIVATE',
  'FAIL_ALREADY_ACTIVATED',
  'FAIL_NOT_ALLOWED',
  'SUCCESS',
  'NUMBER_TYPES_DONT_MATCH',
  'NOT_MAIN_USER_FOR_ALL_COMPANIES',
  'ILLEGAL_STATE',
  'METHOD_ALREADY_ACTIVE',
  'UNKNOWN_RESOURCE',
  'REPORTING_IDENTIFIER_ALREADY_EXISTS',
  'EXTERNAL_ID_IN_USE',
  'INVALID_VPBX_NUMBER',
  'INVALID_VPBX_ENDUSER',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** §8: whether a string is one of the API's error codes. */
export function isApiErrorCode(code: string | null | undefined): code is ApiErrorCode {
  return (API_ERROR_CODES as readonly string[]).includes(code ?? '');
}

/** §8 plain-text errors of the order system, matched on the message when no code is given. */
export const API_ERROR_TEXTS = {
  accessDenied: 'Access is denied',
  lockItemExpired: 'Lock item expired',
  numberDuplicate: 'Number used in more than one product',
} as const;

const CONFLICTS: readonly ApiErrorCode[] = [
  'PARTY_EXISTS_WITH_NAME',
  'PARTY_EXISTS_WITH_EMAIL',
  'ORGANISATION_EXISTS',
  'REPORTING_IDENTIFIER_ALREADY_EXISTS',
  'EXTERNAL_ID_IN_USE',
  'METHOD_ALREADY_ACTIVE',
  'FAIL_ALREADY_ACTIVATED',
  'ILLEGAL_STATE',
  'NUMBER_RESERVATION_FAILED',
  'NO_STOCK',
  'APPROVAL_REQUIRED',
  // A power of attorney's result was recorded meanwhile (by the holder or a colleague).
  'POA_SIGNED',
  'POA_REJECTED',
];

/** DESIGN §4: the HTTP status the API answers a code with (409 conflicts, 404 unknown, 403, 503, else 400). */
export function apiErrorHttpStatus(code: ApiErrorCode): number {
  if (CONFLICTS.includes(code)) return 409;
  if (code === 'UNKNOWN_RESOURCE') return 404;
  if (code === 'FAIL_NOT_ALLOWED' || code === 'NOT_MAIN_USER_FOR_ALL_COMPANIES' || code === 'SALES_BAN')
    return 403;
  if (code === 'INDEXING_ONGOING') return 503;
  return code === 'SUCCESS' ? 200 : 400;
}
