import { intlLocale, type Language } from '@kaista/domain/shared/formatting';
import type { MonthSpan } from './reports.repo';

/**
 * The months `yyyy-mm` from–to as the days they cover, up to the first day of the month after `to` (Date.UTC
 * rolls December over into January).
 */
export const monthSpan = (from: string, to: string): MonthSpan => ({
  from: `${from}-01`,
  until: new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)), 1)).toISOString().slice(0, 10),
});

// Made once per language: building an Intl formatter costs more than the kept rows a report reads.
const monthFormats = new Map<
  Language,
  { label: Intl.DateTimeFormat; labelWithYear: Intl.DateTimeFormat; longLabel: Intl.DateTimeFormat }
>();

function monthFormatsOf(language: Language) {
  const known = monthFormats.get(language);
  if (known) return known;
  const locale = intlLocale(language);
  const made = {
    label: new Intl.DateTimeFormat(locale, { month: 'numeric', timeZone: 'UTC' }),
    labelWithYear: new Intl.DateTimeFormat(locale, { month: 'numeric', year: '2-digit', timeZone: 'UTC' }),
    longLabel: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
  monthFormats.set(language, made);
  return made;
}

/**
 * A month `yyyy-mm` as a chart's short label and the table's long one. The short one has the year too when
 * the chart's months are of more than one year ('1.25'), where '1 6 11 4' did not say which.
 */
export function monthLabels(
  month: string,
  language: Language,
  withYear = false,
): { label: string; longLabel: string } {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
  const formats = monthFormatsOf(language);
  const short = withYear ? formats.labelWithYear : formats.label;
  return { label: short.format(date), longLabel: formats.longLabel.format(date) };
}
