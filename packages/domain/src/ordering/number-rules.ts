import { z } from 'zod';
import { NUMBER_TYPES } from './order-categories';

/** §4 number range warnings: almost exhausted (warning), not enough CSN numbers (info), not enough (error). */
export const NUMBER_RANGE_WARNINGS = [
  'ALMOST_EXHAUSTED',
  'NOT_ENOUGH_CSN_NUMBERS',
  'NOT_ENOUGH_NUMBERS',
] as const;
export type NumberRangeWarning = (typeof NUMBER_RANGE_WARNINGS)[number];

/** Below this many free numbers a company's range is almost exhausted. */
/**
 * §8 the level each number-range warning is shown at: almost exhausted a warning, not enough CSN numbers an
 * info (the operator's range can still cover the order), not enough numbers an error.
 */
export const NUMBER_RANGE_WARNING_LEVELS = {
  ALMOST_EXHAUSTED: 'warning',
  NOT_ENOUGH_CSN_NUMBERS: 'info',
  NOT_ENOUGH_NUMBERS: 'error',
} as const satisfies Record<NumberRangeWarning, 'info' | 'warning' | 'error'>;

export const ALMOST_EXHAUSTED_BELOW = 10;
/** How long a number freed from an order stays out of use before it can be given again. */
export const NUMBER_QUARANTINE_DAYS = 90;
/** How many free numbers the number choice offers at a time. */
export const NUMBER_CHOICES = 8;

/** §4: the warning for a range with `available` free numbers when `needed` are asked for. */
export function numberRangeWarning(available: number, needed: number): NumberRangeWarning | null {
  if (available < needed) return 'NOT_ENOUGH_NUMBERS';
  return available - needed < ALMOST_EXHAUSTED_BELOW ? 'ALMOST_EXHAUSTED' : null;
}

export const numberAvailabilityQuerySchema = z.object({
  numberType: z.enum(NUMBER_TYPES).default('VOICE_POSTPAID'),
  count: z.coerce.number().int().min(1).max(100).default(1),
});

export const numberAvailabilitySchema = z.object({
  numberType: z.enum(NUMBER_TYPES),
  available: z.number().int(),
  numbers: z.array(z.string()),
  warning: z.enum(NUMBER_RANGE_WARNINGS).nullable(),
});
export type NumberAvailability = z.infer<typeof numberAvailabilitySchema>;

/** A Finnish mobile number in its stored international form: +358 and the number without its leading 0. */
export function toInternationalNumber(value: string): string {
  const digits = value.replace(/\s+/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return digits.startsWith('0') ? `+358${digits.slice(1)}` : `+${digits}`;
}
