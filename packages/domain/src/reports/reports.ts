import { z } from 'zod';
import { companyParamsSchema } from '../shared/api/common';
import { CSV_CHARSETS, EXPORT_FORMATS, REPORT_VIEWER_KINDS } from '../shared/enums/common';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';

/** The built-in reports of /reports, in the catalogue's order. */
export const BUILT_IN_REPORTS = [
  'subscriptions-by-cost-centre',
  'spend-by-month',
  'orders-by-status',
  'tickets-by-type',
  'price-list',
] as const;
export type BuiltInReport = (typeof BUILT_IN_REPORTS)[number];

/** The reports whose figures are about a period of months (the others are about today). */
export const PERIOD_REPORTS: readonly BuiltInReport[] = [
  'spend-by-month',
  'orders-by-status',
  'tickets-by-type',
];

/** A period is at most this many months, and by default the last REPORT_DEFAULT_MONTHS up to this month. */
export const REPORT_LIMITS = { maxMonths: 36, defaultMonths: 12 } as const;

/** §3 reports viewer kinds as the catalogue's report ids. */
export const VIEWER_REPORTS = { TABLEAU_V2: 'tableau-v2', TABLEAU_V3: 'tableau-v3' } as const;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, FIELD_ERROR_KEYS.choice);

const monthIndex = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;
const monthAt = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The months from `from` to `to` ('YYYY-MM'), both included; empty when `to` is before `from`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let at = monthIndex(from); at <= monthIndex(to); at += 1) months.push(monthAt(at));
  return months;
}

/** The months a period may be chosen from: the last REPORT_LIMITS.maxMonths up to the month of `today`. */
export function reportMonthRange(today: string): { first: string; last: string } {
  const last = today.slice(0, 7);
  return { first: monthAt(monthIndex(last) - (REPORT_LIMITS.maxMonths - 1)), last };
}

/** The default period: the last REPORT_LIMITS.defaultMonths months ending with the month of `today`. */
export function defaultReportPeriod(today: string): { from: string; to: string } {
  const to = today.slice(0, 7);
  return { from: monthAt(monthIndex(to) - (REPORT_LIMITS.defaultMonths - 1)), to };
}

/**
 * The period a link asks for, made one the pickers offer: each end moved into the months that may be chosen
 * and a reversed one turned round, where a link saved months ago (or typed) quietly became an empty month.
 */
export function reportPeriodOf(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const fallback = defaultReportPeriod(today);
  const { first, last } = reportMonthRange(today);
  const within = (value: string) => (value < first ? first : value > last ? last : value);
  const [from, to] = [within(asked.from ?? fallback.from), within(asked.to ?? fallback.to)].sort();
  return { from: from!, to: to! };
}

export const reportParamsSchema = companyParamsSchema.extend({ reportId: z.enum(BUILT_IN_REPORTS) });

/** A report's filters: the period of months (a period report's; others leave it out) and the price list's category. */
export const reportQuerySchema = z
  .object({
    from: month.optional(),
    to: month.optional(),
    category: z.string().trim().max(60, FIELD_ERROR_KEYS.maxLength).optional(),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const months = monthsBetween(query.from, query.to).length;
    if (months === 0) context.addIssue({ code: 'custom', path: ['to'], message: FIELD_ERROR_KEYS.minValue });
    if (months > REPORT_LIMITS.maxMonths) {
      context.addIssue({ code: 'custom', path: ['from'], message: FIELD_ERROR_KEYS.maxValue });
    }
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** A report as a file: its filters, and CSV (UTF-8, or Latin-1 by §3) or XLSX. */
export const reportExportQuerySchema = z
  .object({
    from: month.optional(),
    to: month.optional(),
    category: z.string().trim().max(60, FIELD_ERROR_KEYS.maxLength).optional(),
    format: z.enum(EXPORT_FORMATS).default('csv'),
    /** Only for CSV; an XLSX file is always Unicode. */
    charset: z.enum(CSV_CHARSETS).default('utf-8'),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const months = monthsBetween(query.from, query.to).length;
    if (months === 0) context.addIssue({ code: 'custom', path: ['to'], message: FIELD_ERROR_KEYS.minValue });
    if (months > REPORT_LIMITS.maxMonths) {
      context.addIssue({ code: 'custom', path: ['from'], message: FIELD_ERROR_KEYS.maxValue });
    }
  });
export type ReportExportQuery = z.input<typeof reportExportQuerySchema>;

/** How a column's values read: text, a count, euros in cents, or days (one decimal). */
export const REPORT_VALUE_KINDS = ['text', 'count', 'cents', 'days'] as const;
export type ReportValueKind = (typeof REPORT_VALUE_KINDS)[number];

export const reportColumnSchema = z.object({
  key: z.string(),
  /** The header in the caller's language, the same as in the downloaded file. */
  header: z.string(),
  kind: z.enum(REPORT_VALUE_KINDS),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportBarSchema = z.object({
  key: z.string(),
  label: z.string(),
  longLabel: z.string().optional(),
  value: z.number(),
});

/**
 * One built-in report: its table (the rows as the file has them, texts in the caller's language, null where
 * a value does not exist, e.g. the resolution time of a type with no resolved tickets) and the chart of one
 * of its figures.
 */
export const reportSchema = z.object({
  report: z.enum(BUILT_IN_REPORTS),
  title: z.string(),
  /** The period of a period report; null for a report about today. */
  period: z.object({ from: month, to: month }).nullable(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  chart: z.object({
    title: z.string(),
    categoryHeader: z.string(),
    valueHeader: z.string(),
    valueKind: z.enum(REPORT_VALUE_KINDS),
    bars: z.array(reportBarSchema),
  }),
  /** The price list's categories to filter by (empty for the other reports). */
  categories: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type Report = z.infer<typeof reportSchema>;

export const REPORT_KINDS = ['BUILT_IN', ...REPORT_VIEWER_KINDS] as const;

/**
 * §7 GET /reports: the catalogue, the built-in reports the caller may read and the viewer reports (§3 Tableau
 * v2, v3) with the address the deployment configured, or null when it configured none.
 */
export const reportCatalogueSchema = z.object({
  reports: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(REPORT_KINDS),
      url: z.url().nullable(),
    }),
  ),
});
export type ReportCatalogue = z.infer<typeof reportCatalogueSchema>;
