import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, apiErrorHttpStatus, isApiErrorCode, type ApiErrorCode } from './api-error-codes';
import {
  apiErrorMessageKey,
  apiErrorTextKey,
  httpErrorFallbackMessage,
  httpStatusNoticeKey,
} from './api-error-messages';

describe('apiErrorMessageKey (§8)', () => {
  it.each([
    ['ICCID_NOT_AVAILABLE', 'error.iccid-not-available'],
    ['ICCID_IN_QUARANTINE', 'error.iccid-not-available'],
    ['OWN_SIMCARD_NOT_ALLOWED', 'error.adding-sim'],
    ['FAILED_TO_ADD_SIM_PRODUCT_TO_CART', 'error.adding-sim'],
    ['FAILED_TO_QUERY_ICCID_NUMBER_STATUS', 'error.adding-sim'],
    ['NUMBER_NOT_FOUND_IN_CSN', 'error.number-not-found-in-customer-register'],
    ['NUMBER_RESERVATION_FAILED', 'error.number-reservation-failed'],
    ['NO_STOCK', 'order.no-stock-error-notification'],
    ['POA_SSN_MISMATCH', 'error.poa-ssn-mismatch'],
    ['PARTY_EXISTS_WITH_EMAIL', 'error.party-exists-with-email'],
    ['SOMETHING_ELSE', 'error.generic'],
    [undefined, 'error.generic'],
  ])('%s -> %s', (code, expected) => {
    expect(apiErrorMessageKey(code)).toBe(expected);
  });

  it('covers every code with a key and a status', () => {
    for (const code of API_ERROR_CODES) {
      expect(apiErrorMessageKey(code)).toMatch(/^(error|order)\.[a-z0-9-]+$/);
      expect(apiErrorHttpStatus(code)).toBeGreaterThanOrEqual(200);
    }
    expect(isApiErrorCode('POA_SIGNED')).toBe(true);
    expect(isApiErrorCode('POA_MAYBE')).toBe(false);
  });

  it.each<[ApiErrorCode, number]>([
    ['PARTY_EXISTS_WITH_NAME', 409],
    ['NO_STOCK', 409],
    ['POA_SIGNED', 409],
    ['POA_SSN_MISMATCH', 400],
    ['UNKNOWN_RESOURCE', 404],
    ['FAIL_NOT_ALLOWED', 403],
    ['INDEXING_ONGOING', 503],
    ['ICCID_UNKNOWN', 400],
    ['SUCCESS', 200],
  ])('%s answers %d', (code, status) => {
    expect(apiErrorHttpStatus(code)).toBe(status);
  });

  it.each([
    ['Access is denied', 'error.missing-permission'],
    ['Lock item expired', 'error.lock-item-expired'],
    ['Number used in more than one product', 'error.number-duplicate'],
    ['access is denied', null],
    [undefined, null],
  ])('text %j -> %j', (text, expected) => {
    expect(apiErrorTextKey(text)).toBe(expected);
  });
});

describe('httpStatusNoticeKey (§8)', () => {
  it.each([
    [200, null],
    [204, null],
    [304, null],
    [400, 'error.generic'],
    [401, 'error.auth-expired'],
    [403, 'error.missing-permission'],
    [404, 'error.generic'],
    [413, 'download.download-error-size-notification'],
    [500, 'error.generic'],
    [504, null],
  ])('%d -> %j', (status, expected) => {
    expect(httpStatusNoticeKey(status)).toBe(expected);
  });

  it('builds the fallback text of an unparseable body', () => {
    expect(httpErrorFallbackMessage(502, 'Bad Gateway')).toBe('HTTP error: 502 - Bad Gateway');
  });
});
