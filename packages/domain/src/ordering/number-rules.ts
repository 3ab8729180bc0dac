import { z } from 'zod';
import { NUMBER_TYPES, type OfferingType } from './order-categories';

/** §4 number range warnings: almost exhausted (warning), not enough CSN numbers (info), not enough (error). */
export const NUMBER_RANGE_WARNINGS = [
  'ALMOST_EXHAUSTED',
  'NOT_ENOUGH_CSN_NUMBERS',
  'NOT_ENOUGH_NUMBERS',
] as const;
export type NumberRangeWarning = (typeof NUMBER_RANGE_WARNINGS)[number];

/**
 * §8 the level each number-range warning is shown at: almost exhausted a warning, not enough CSN numbers an
 * info (the operator's range can still cover the order), not enough numbers an error.
 */
export const NUMBER_RANGE_WARNING_LEVELS = {
  ALMOST_EXHAUSTED: 'warning',
  NOT_ENOUGH_CSN_NUMBERS: 'info',
  NOT_ENOUGH_NUMBERS: 'error',
} as const satisfies Record<NumberRangeWarning, 'info' | 'warning' | 'error'>;

/** Below this many free numbers a range is almost exhausted. */
export const ALMOST_EXHAUSTED_BELOW = 10;
/** How long the number of an ended service stays out of use before it can be given again. */
export const NUMBER_QUARANTINE_DAYS = 90;
/**
 * How long a cart holds a number it reserved, from its last reservation (a write of the number, an
 * assignNumbers, a preordercheck): then the number is free for everyone else, so an abandoned cart does not
 * starve the range. A day covers an order made over a working day; any write or check renews it.
 */
export const NUMBER_RESERVATION_HOURS = 24;

/**
 * When the number of a service that ended on `endedOn` (an ISO day) can be given again: the start of the day
 * NUMBER_QUARANTINE_DAYS later, so calls meant for its last user reach no one new meanwhile.
 */
export function numberQuarantineEnd(endedOn: string): Date {
  const end = new Date(`${endedOn}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + NUMBER_QUARANTINE_DAYS);
  return end;
}
/** How many free numbers the number choice offers at a time. */
export const NUMBER_CHOICES = 8;
/** The most numbers one availability call weighs a range against. */
export const NUMBER_AVAILABILITY_MAX_COUNT = 100;

/**
 * Where a new subscription's number comes from (decision 011): NEW from the operator's free range, CSN from
 * the company's own number register. A port-in brings its own number and is neither.
 */
export const NUMBER_KINDS = ['NEW', 'CSN'] as const;
export type NumberKind = (typeof NUMBER_KINDS)[number];

/** The number kind an offering type takes its number as; null for one that takes none from a range. */
export function numberKindOf(offeringType: OfferingType): NumberKind | null {
  if (offeringType === 'NUMBER_NEW') return 'NEW';
  return offeringType === 'NUMBER_CSN' ? 'CSN' : null;
}

/**
 * §4: the warning for a range with `available` free numbers when `needed` are asked for. A CSN number the
 * register cannot give comes from the operator's range, so a short register is only information while the
 * operator's `spare` numbers (those its own new numbers leave) cover the rest.
 */
export function numberRangeWarning(
  available: number,
  needed: number,
  csn?: { spare: number },
): NumberRangeWarning | null {
  if (available < needed)
    return csn && needed - available <= csn.spare ? 'NOT_ENOUGH_CSN_NUMBERS' : 'NOT_ENOUGH_NUMBERS';
  return available - needed < ALMOST_EXHAUSTED_BELOW ? 'ALMOST_EXHAUSTED' : null;
}

export const numberAvailabilityQuerySchema = z.object({
  numberType: z.enum(NUMBER_TYPES).default('VOICE_POSTPAID'),
  /** NEW: the operator's free range; CSN: the company's register. */
  kind: z.enum(NUMBER_KINDS).default('NEW'),
  count: z.coerce.number().int().min(1).max(NUMBER_AVAILABILITY_MAX_COUNT).default(1),
});

export const numberAvailabilitySchema = z.object({
  numberType: z.enum(NUMBER_TYPES),
  kind: z.enum(NUMBER_KINDS),
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
