export type PhoneNumberFormat = 'withCode' | 'withoutCode' | 'optionalPlus';

const PATTERNS: Record<PhoneNumberFormat, RegExp> = {
  withCode: /^\+\d{6,16}$/,
  withoutCode: /^\d{6,16}$/,
  optionalPlus: /^\+?\d{6,16}$/,
};

/** §5: phone numbers are validated after white space is removed; this is that canonical form. */
export function stripWhiteSpace(value: string): string {
  return value.replace(/\s+/g, '');
}

/** §5: phone number with country code (+ and 6–16 digits), without (6–16 digits) or either. */
export function isValidPhoneNumber(value: string, format: PhoneNumberFormat): boolean {
  return PATTERNS[format].test(stripWhiteSpace(value));
}

/** What a search typed as a phone number may hold: digits, a plus, spaces, brackets and hyphens. */
export const NUMBER_LIKE = /^[+\d\s()-]+$/;

/**
 * The start of an E.164 number when a search is typed in a number's own form: national (040 123…, the
 * leading zero standing for +358) or international (+358 40…, 00358 40…). Null for anything else.
 */
export function numberStart(search: string): string | null {
  if (!NUMBER_LIKE.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (!digits) return null;
  if (search.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `+358${digits.slice(1)}`;
  return null;
}
