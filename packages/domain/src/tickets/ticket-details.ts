import { z } from 'zod';
import { formatDate, helsinkiNow, type HelsinkiMoment } from '../shared/formatting/date';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { isValidPrintableText } from '../shared/validation/text';
import type { TicketType } from './ticket-enums';

/** How a detail is typed and checked: a day (yyyy-mm-dd), a time of day (hh:mm), a line of text, a count. */
export type TicketDetailKind = 'date' | 'time' | 'text' | 'count';

export interface TicketDetailField {
  key: string;
  kind: TicketDetailKind;
  required: boolean;
}

export const TICKET_DETAIL_LIMITS = { textMax: 200, countMax: 999 } as const;

/** The time-of-day detail's own message: the form names the format it wants. */
export const TICKET_TIME_ERROR = 'tickets.details.time-format';
/** A visit's or a shipment's day that has gone by: nobody can come or send then. */
export const TICKET_DAY_PASSED_ERROR = 'tickets.details.day-passed';
/**
 * A day more than a year ahead: visits and shipments are booked weeks ahead, so such a day is a mistyped year
 * (2062 for 2026), which the desk would otherwise find only when nobody comes.
 */
export const TICKET_DAY_TOO_FAR_ERROR = 'tickets.details.day-too-far';
/** A visit today at an hour gone by: told on the hour, since the day itself is still open. */
export const TICKET_TIME_PASSED_ERROR = 'tickets.details.time-passed';

const field = (key: string, kind: TicketDetailKind, required = true): TicketDetailField => ({
  key,
  kind,
  required,
});

/**
 * What the operator needs to act on a data-centre ticket without asking back: who comes where and when for
 * a visit, where the hands are needed, what arrives or leaves and when. Other types need only the common
 * fields (subject, description, the subscription or device they are about).
 */
export const TICKET_TYPE_DETAILS: Partial<Record<TicketType, readonly TicketDetailField[]>> = {
  ESCORTED_ACCESS: [
    field('site', 'text'),
    field('visitDate', 'date'),
    field('arrivalTime', 'time'),
    field('visitors', 'text'),
  ],
  REMOTE_HANDS: [field('site', 'text'), field('rack', 'text', false)],
  INBOUND_SHIPMENT: [
    field('expectedDate', 'date'),
    field('packages', 'count'),
    field('carrier', 'text', false),
    field('trackingNumber', 'text', false),
  ],
  OUTBOUND_SHIPMENT: [
    field('pickupDate', 'date'),
    field('packages', 'count'),
    field('carrier', 'text', false),
    field('trackingNumber', 'text', false),
  ],
};

export const ticketDetailFields = (type: TicketType | undefined): readonly TicketDetailField[] =>
  (type && TICKET_TYPE_DETAILS[type]) || [];

/** The keys a ticket's day is kept under, one per type that has a day (a visit's, a shipment's). */
export const TICKET_DAY_KEYS: readonly string[] = [
  ...new Set(
    Object.values(TICKET_TYPE_DETAILS).flatMap((fields) =>
      fields.filter((field) => field.kind === 'date').map((field) => field.key),
    ),
  ),
];

/** The same day a year on (29 February's is 28 February): the last day a visit or a shipment can be for. */
function aYearOn(day: string): string {
  const next = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
  return next.endsWith('-02-29') ? `${next.slice(0, -2)}28` : next;
}

/** A day gone by or too far ahead is `today`'s business only for a day the ticket does not have (`kept`). */
const checkOf: Record<
  TicketDetailKind,
  (value: string, today: string, kept: string | undefined) => string | undefined
> = {
  date: (value, today, kept) => {
    if (!z.iso.date().safeParse(value).success) return FIELD_ERROR_KEYS.date;
    if (value === kept) return undefined;
    if (value < today) return TICKET_DAY_PASSED_ERROR;
    return value > aYearOn(today) ? TICKET_DAY_TOO_FAR_ERROR : undefined;
  },
  time: (value) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? undefined : TICKET_TIME_ERROR),
  text: (value) =>
    value.length > TICKET_DETAIL_LIMITS.textMax
      ? FIELD_ERROR_KEYS.maxLength
      : isValidPrintableText(value)
        ? undefined
        : FIELD_ERROR_KEYS.characterSet,
  count: (value) => {
    if (!/^\d+$/.test(value)) return FIELD_ERROR_KEYS.notANumber;
    const count = Number(value);
    if (count < 1) return FIELD_ERROR_KEYS.minValue;
    return count > TICKET_DETAIL_LIMITS.countMax ? FIELD_ERROR_KEYS.maxValue : undefined;
  },
};

/** The type's details as given, trimmed: those of other types and the empty ones left out. */
export function ticketDetailsOf(
  type: TicketType,
  details: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const { key } of ticketDetailFields(type)) {
    const value = details[key]?.trim();
    if (value) kept[key] = value;
  }
  return kept;
}

/**
 * Each detail the type asks for that is missing or wrong, with its message key. A day is wrong before `now`'s
 * (Helsinki's) or more than a year after it, and so is today's time of day before `now`'s: the form and the
 * server each check by their own clock. A change gives the ticket's details as they stand (`kept`): the day and
 * hour it already has stay allowed, so a late shipment's tracking number or this morning's visitors can still be
 * told.
 */
export function ticketDetailIssues(
  type: TicketType,
  details: Readonly<Record<string, string | undefined>>,
  now: HelsinkiMoment = helsinkiNow(),
  kept: Readonly<Record<string, string>> = {},
): { key: string; message: string }[] {
  const given = ticketDetailsOf(type, details);
  const issues = ticketDetailFields(type).flatMap(({ key, kind, required }) => {
    const value = given[key];
    const missing = required ? FIELD_ERROR_KEYS.empty : undefined;
    const message = value === undefined ? missing : checkOf[kind](value, now.date, kept[key]);
    return message ? [{ key, message }] : [];
  });
  return [...issues, ...timePassedIssues(type, given, now, kept, issues)];
}

/** Today's visit at an hour already gone by, once its day and hour are otherwise right and not as kept. */
function timePassedIssues(
  type: TicketType,
  given: Record<string, string>,
  now: HelsinkiMoment,
  kept: Readonly<Record<string, string>>,
  issues: readonly { key: string }[],
) {
  const day = ticketDay(type, given);
  const timeKey = ticketDetailFields(type).find((field) => field.kind === 'time')?.key;
  if (!day?.time || !timeKey || issues.some(({ key }) => key === day.key || key === timeKey)) return [];
  const asKept = day.date === kept[day.key] && day.time === kept[timeKey];
  return !asKept && day.date === now.date && day.time < now.time
    ? [{ key: timeKey, message: TICKET_TIME_PASSED_ERROR }]
    : [];
}

/**
 * The day a ticket is for (a visit's, a shipment's arrival or pick-up) with its time of day when it has one,
 * by the first date and time details its type asks for; null for a type without a day or a ticket without one.
 */
export function ticketDay(
  type: TicketType,
  details: Readonly<Record<string, string>>,
): { key: string; date: string; time: string | undefined } | null {
  const fields = ticketDetailFields(type);
  const day = fields.find((field) => field.kind === 'date');
  const date = day && details[day.key];
  if (!day || !date) return null;
  const time = fields.find((field) => field.kind === 'time');
  return { key: day.key, date, time: time && details[time.key] };
}

/** A ticket's day (`ticketDay`) as people read it, "10.12.2026 09:30": a list row's and an e-mail's. */
export const formatTicketDay = (day: { date: string; time: string | undefined }): string =>
  [formatDate(day.date), day.time].filter(Boolean).join(' ');
