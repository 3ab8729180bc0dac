const WEIGHTS = [7, 9, 10, 5, 8, 4, 2] as const;
const BUSINESS_ID = /^(\d{6,7})-(\d)$/;

/** §5 business ID check digit: weighted sum mod 11; remainder 1 has no check digit, 0 gives 0, else 11 − r. */
function checkDigit(sevenDigits: string): number | null {
  const sum = [...sevenDigits].reduce((acc, digit, i) => acc + Number(digit) * (WEIGHTS[i] ?? 0), 0);
  const remainder = sum % 11;
  if (remainder === 1) return null;
  return remainder === 0 ? 0 : 11 - remainder;
}

/** §5: the canonical `1234567-8` form of a valid business ID (six-digit form gets a leading zero), else null. */
export function normalizeBusinessId(value: string): string | null {
  const match = BUSINESS_ID.exec(value.trim());
  if (!match) return null;
  const body = (match[1] ?? '').padStart(7, '0');
  return checkDigit(body) === Number(match[2]) ? `${body}-${match[2]}` : null;
}

/** §5: Finnish business ID (Y-tunnus), 7 digits, hyphen, check digit; six digits accepted. */
export function isValidBusinessId(value: string): boolean {
  return normalizeBusinessId(value) !== null;
}

/** `0037`, the business ID's 8 digits and at most 5 more. */
export const OVT_CODE_MAX_LENGTH = 17;

/** §5: OVT (e-invoicing) code: `0037`, the 8 digits of a valid business ID, up to 5 more digits. */
export function isValidOvtCode(value: string): boolean {
  const match = /^0037(\d{7})(\d)\d{0,5}$/.exec(value);
  return !!match && isValidBusinessId(`${match[1]}-${match[2]}`);
}
