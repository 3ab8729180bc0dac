const WEIGHTS = [7, 3, 1] as const;

/**
 * The check digit of a Finnish reference number (viitenumero): the base's digits weighted 7, 3, 1 from the
 * right, the sum's distance to the next ten (0 when it is one).
 */
export function referenceCheckDigit(base: string): number {
  const sum = [...base]
    .reverse()
    .reduce((acc, digit, index) => acc + Number(digit) * (WEIGHTS[index % 3] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}

/** A reference number from a base of 3–19 digits: the base and its check digit (4–20 digits in all). */
export function referenceNumber(base: string): string {
  if (!/^\d{3,19}$/.test(base)) throw new RangeError('A reference number base has 3 to 19 digits.');
  const trimmed = base.replace(/^0+(?=\d{3})/, '');
  return `${trimmed}${referenceCheckDigit(trimmed)}`;
}

/** Whether a Finnish reference number (spaces allowed, as printed) has the right check digit. */
export function isValidReferenceNumber(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{4,20}$/.test(digits)) return false;
  return referenceCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** A reference number in groups of five from the right, as invoices print it: '12 34561'. */
export function formatReferenceNumber(reference: string): string {
  const groups: string[] = [];
  for (let end = reference.length; end > 0; end -= 5)
    groups.unshift(reference.slice(Math.max(0, end - 5), end));
  return groups.join(' ');
}

/** The letters of an RF reference's check as digits (A=10 … Z=35), for the ISO 7064 mod 97-10 check. */
function lettersAsDigits(text: string): string {
  return [...text].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
}

function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** The international RF creditor reference (ISO 11649) of a Finnish reference number: 'RF18 1234 5612 3'. */
export function rfReference(reference: string): string {
  const check = 98 - mod97(lettersAsDigits(`${reference}RF00`));
  return `RF${String(check).padStart(2, '0')}${reference}`;
}
