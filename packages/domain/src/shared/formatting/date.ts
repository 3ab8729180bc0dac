/** §1: dates and times show in Finnish time whatever the machine's or browser's time zone. */
export const TIME_ZONE = 'Europe/Helsinki';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type DateInput = Date | string | number | null | undefined;

function helsinkiParts(value: DateInput): Record<string, string> | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(PARTS.formatToParts(date).map((part) => [part.type, part.value]));
}

/** §1: `dd.mm.yyyy` in Europe/Helsinki; empty text for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  const p = helsinkiParts(value);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** §1: `dd.mm.yyyy hh:mm` in Europe/Helsinki; empty text for a missing or invalid date. */
export function formatDateTime(value: DateInput): string {
  const p = helsinkiParts(value);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}

/** §1: the calendar date `yyyy-mm-dd` in Helsinki, for date inputs and API date parameters. */
export function toHelsinkiIsoDate(value: DateInput): string {
  const p = helsinkiParts(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** §1/§4: today's calendar date in Helsinki, against which due dates, statuses and terms are read. */
export const helsinkiToday = (): string => toHelsinkiIsoDate(new Date());

/** A moment as Helsinki's calendar date (`yyyy-mm-dd`) and time of day (`hh:mm`). */
export interface HelsinkiMoment {
  date: string;
  time: string;
}

/** §1: the moment `value` in Helsinki, for rules on a day and an hour (a visit's arrival); null when invalid. */
export function toHelsinkiMoment(value: DateInput): HelsinkiMoment | null {
  const p = helsinkiParts(value);
  return p ? { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` } : null;
}

/** §1: now in Helsinki. */
export const helsinkiNow = (): HelsinkiMoment => toHelsinkiMoment(new Date())!;

/** §1: reads a typed `d.m.yyyy` / `dd.mm.yyyy` date into `yyyy-mm-dd`, or null when it is no real date. */
export function parseFinnishDate(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d = '', m = '', y = ''] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}
