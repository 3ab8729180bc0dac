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
