/** Finnish working days: the calendar of port-in transfers and scheduled terminations. */

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The ISO date `days` after (or before) another; an impossible date (2026-02-31) comes out as the real day. */
export const addIsoDays = (isoDate: string, days: number): string =>
  iso(addDays(new Date(`${isoDate}T00:00:00Z`), days));

/** Easter Sunday of a year (the anonymous Gregorian algorithm). */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, date));
}

/** The Finnish public holidays (and the eves operators keep closed) that fall on a weekday or not. */
export function finnishHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  // Midsummer eve is the Friday between 19 and 25 June.
  const june19 = new Date(Date.UTC(year, 5, 19));
  const midsummerEve = addDays(june19, (5 - june19.getUTCDay() + 7) % 7);
  return new Set([
    `${year}-01-01`,
    `${year}-01-06`,
    iso(addDays(easter, -2)),
    iso(addDays(easter, 1)),
    `${year}-05-01`,
    iso(addDays(easter, 39)),
    iso(midsummerEve),
    `${year}-12-06`,
    `${year}-12-24`,
    `${year}-12-25`,
    `${year}-12-26`,
  ]);
}

/** A Finnish working day: Monday to Friday and not a public holiday. */
export function isWorkingDay(isoDate: string): boolean {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !finnishHolidays(date.getUTCFullYear()).has(isoDate);
}
