import { z } from 'zod';
import { isValidBusinessId, normalizeBusinessId } from './business-id';
import { isValidEmail } from './email';
import { FIELD_ERROR_KEYS, type FieldErrorKey } from './field-errors';
import { isValidIccid, isValidImei, isValidPostalNumber, isValidUuid } from './identifiers';
import { isValidPersonalId } from './personal-id';
import { isValidPhoneNumber, stripWhiteSpace, type PhoneNumberFormat } from './phone';
import { isValidCity, isValidName, isValidOneLineFreeText, isValidStreet } from './text';

/**
 * A trimmed text that must not be empty and must pass the rule. Messages are translation keys, so the
 * server's fieldErrors and the forms show the same text: an empty field says it is empty, and the rule's own
 * message is for what was typed.
 */
export const checkedText = (predicate: (value: string) => boolean, key: FieldErrorKey) =>
  z.string().trim().min(1, FIELD_ERROR_KEYS.empty).refine(predicate, key);

/** §5 business ID field; the value comes out in its canonical 9-character form. */
export const businessIdFieldSchema = checkedText(isValidBusinessId, FIELD_ERROR_KEYS.businessId).transform(
  (value) => normalizeBusinessId(value) ?? value,
);
/** §5 personal identity code field. */
export const personalIdFieldSchema = checkedText(isValidPersonalId, FIELD_ERROR_KEYS.personalId);
/** §5 e-mail field. */
export const emailFieldSchema = checkedText(isValidEmail, FIELD_ERROR_KEYS.email);
/** §5 name field (first, last, name, IDM username). */
export const nameFieldSchema = checkedText(isValidName, FIELD_ERROR_KEYS.name);
/** §5 street field. */
export const streetFieldSchema = checkedText(isValidStreet, FIELD_ERROR_KEYS.street);
/** §5 city field. */
export const cityFieldSchema = checkedText(isValidCity, FIELD_ERROR_KEYS.city);
/** §5 ICCID field. */
export const iccidFieldSchema = checkedText(isValidIccid, FIELD_ERROR_KEYS.iccid);
/** §5 IMEI field. */
export const imeiFieldSchema = checkedText(isValidImei, FIELD_ERROR_KEYS.imei);
/** §5, §8 UUID field with the uuid field error. */
export const uuidFieldSchema = checkedText(isValidUuid, FIELD_ERROR_KEYS.uuid);

/** §5 one-line free-text field of at most `max` characters. */
export function freeTextFieldSchema(max: number) {
  return checkedText(isValidOneLineFreeText, FIELD_ERROR_KEYS.freeText).pipe(
    z.string().max(max, FIELD_ERROR_KEYS.maxLength),
  );
}

/** §5 postal number field of a country (Finnish format by default). */
export function postalNumberFieldSchema(country = 'FI') {
  return checkedText((value) => isValidPostalNumber(value, country), FIELD_ERROR_KEYS.postalNumber);
}

/** §5 phone field; the value comes out without white space, the form it is validated in. */
export function phoneFieldSchema(format: PhoneNumberFormat) {
  return checkedText((value) => isValidPhoneNumber(value, format), phoneErrorKey(format)).transform(
    stripWhiteSpace,
  );
}

/** The error that says what the format asks: a number that must start with its country code says so. */
export function phoneErrorKey(format: PhoneNumberFormat): FieldErrorKey {
  return format === 'withCode' ? FIELD_ERROR_KEYS.mobileWithCode : FIELD_ERROR_KEYS.phone;
}
