import { stripWhiteSpace } from '../shared/validation/phone';

/**
 * A number as Finns write it: +358 40 1234567 → 040 123 4567, +358 10 5310001 → 010 531 0001, a person's
 * phone typed in groups too; a line id (broadband) or a foreign number as it is.
 */
export function formatServiceNumber(number: string): string {
  const national = /^\+358(\d{2})(\d{3})(\d+)$/.exec(stripWhiteSpace(number));
  if (!national) return number;
  const [, area, first, rest] = national;
  return `0${area} ${first} ${rest}`;
}
