import { FIELD_ERROR_KEYS, type FieldErrorKey } from '../shared/validation/field-errors';

/**
 * A contract or price list is published to be in force: its last day cannot be before the day it is published
 * (`today`, the Helsinki date). Null when the end is fine or there is none.
 */
export function validUntilIssue(validUntil: string | undefined, today: string): FieldErrorKey | null {
  return validUntil && validUntil < today ? FIELD_ERROR_KEYS.validityEnded : null;
}

/** Whether a contract or price list is no longer in force on `today` (its last day has gone by). */
export function hasValidityEnded(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}
