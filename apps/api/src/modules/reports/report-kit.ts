import type { Report } from '@kaista/domain/reports';
import type { Language } from '@kaista/domain/shared/formatting';
import type { ReportTexts } from './report-texts';
import type { MonthSpan, ReportsRepo } from './reports.repo';

/** How many bars a chart of categories draws at most (the largest); the table lists every row. */
const CHART_MAX_BARS = 15;

export type Cell = string | number | null;
type Bar = Report['chart']['bars'][number];

/** What a report's builder reads: the caller's company, language and texts, and the chosen months. */
export interface ReportInput {
  companyId: string;
  language: Language;
  texts: ReportTexts;
  /** The months asked for or the default ones; only the period reports read them. */
  period: { from: string; to: string };
  span: MonthSpan;
  /** The price list's category filter. */
  category: string | undefined;
}

/** A report's own part: the service adds its code, title, period and the chart's title. */
export interface ReportBody {
  categories?: Report['categories'];
  columns: Report['columns'];
  rows: Cell[][];
  chart: Omit<Report['chart'], 'title'>;
}

export type ReportBuilder = (repo: ReportsRepo, input: ReportInput) => Promise<ReportBody>;

/** A chart's bars of categories: the largest first. */
export const largest = (bars: Bar[]) => [...bars].sort((a, b) => b.value - a.value).slice(0, CHART_MAX_BARS);
