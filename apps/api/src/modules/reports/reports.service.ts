import {
  BUILT_IN_REPORTS,
  PERIOD_REPORTS,
  REPORT_ACCESS,
  VIEWER_REPORTS,
  defaultReportPeriod,
  monthsBetween,
  type BuiltInReport,
  type Report,
  type ReportCatalogue,
  type ReportColumn,
  type ReportQuery,
} from '@kaista/domain/reports';
import type { FeatureFlags } from '@kaista/domain/shared/constants';
import type { ReportViewerKind } from '@kaista/domain/shared/enums';
import { intlLocale, toHelsinkiIsoDate, type Language } from '@kaista/domain/shared/formatting';
import { meetsAccessRequirement } from '@kaista/domain/shared/roles';
import { forbidden } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { toRoleHolder } from '../../plugins/session/role-holder';
import {
  CATEGORY_NAMES,
  ORDER_STATUS_NAMES,
  SERVICE_TYPE_NAMES,
  TICKET_TYPE_NAMES,
  nameOf,
} from './report-code-names';
import { REPORT_TEXTS } from './report-texts';
import type { MonthSpan, ReportsRepo } from './reports.repo';

/** How many bars a chart of categories draws at most (the largest); the table lists every row. */
export const CHART_MAX_BARS = 15;

/** The addresses a deployment gave its viewer reports (§3 Tableau v2, v3); a kind left out has none. */
export type ReportViewerUrls = Partial<Record<ReportViewerKind, string>>;

type Cell = string | number | null;
type Bar = Report['chart']['bars'][number];

const firstDay = (month: string) => `${month}-01`;
/** The first day of the month after `yyyy-mm` (Date.UTC rolls December over into January). */
const monthAfter = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)).toISOString().slice(0, 10);

// Made once per language: building an Intl formatter costs more than the kept rows a report reads.
const monthFormats = new Map<Language, { label: Intl.DateTimeFormat; longLabel: Intl.DateTimeFormat }>();

function monthFormatsOf(language: Language) {
  const known = monthFormats.get(language);
  if (known) return known;
  const locale = intlLocale(language);
  const made = {
    label: new Intl.DateTimeFormat(locale, { month: 'numeric', timeZone: 'UTC' }),
    longLabel: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
  monthFormats.set(language, made);
  return made;
}

function monthLabels(month: string, language: Language): { label: string; longLabel: string } {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
  const formats = monthFormatsOf(language);
  return { label: formats.label.format(date), longLabel: formats.longLabel.format(date) };
}

const largest = (bars: Bar[]) => [...bars].sort((a, b) => b.value - a.value).slice(0, CHART_MAX_BARS);

/**
 * /reports: the catalogue the caller may read and each built-in report as a table and a chart, the texts in
 * the caller's language so that the page and the downloaded file say the same.
 */
export class ReportsService {
  constructor(
    private readonly repo: ReportsRepo,
    private readonly viewerUrls: ReportViewerUrls,
  ) {}

  /** Whether the caller may read the report (the price list needs REPORTS_READ_PRICELIST too). */
  mayRead(actor: CompanyAccess, report: BuiltInReport, flags: FeatureFlags): boolean {
    const requirement = report === 'price-list' ? REPORT_ACCESS.priceList : REPORT_ACCESS.read;
    return meetsAccessRequirement(toRoleHolder(actor.user), actor.companyId, requirement, flags);
  }

  catalogue(actor: CompanyAccess, flags: FeatureFlags): ReportCatalogue {
    const builtIn = BUILT_IN_REPORTS.filter((report) => this.mayRead(actor, report, flags)).map((id) => ({
      id,
      kind: 'BUILT_IN' as const,
      url: null,
    }));
    const viewers = (Object.keys(VIEWER_REPORTS) as ReportViewerKind[]).map((kind) => ({
      id: VIEWER_REPORTS[kind],
      kind,
      url: this.viewerUrls[kind] ?? null,
    }));
    return { reports: [...builtIn, ...viewers] };
  }

  /** One report; 403 for the price list without REPORTS_READ_PRICELIST. */
  async report(
    actor: CompanyAccess,
    report: BuiltInReport,
    query: ReportQuery,
    language: Language,
    flags: FeatureFlags,
    now = new Date(),
  ): Promise<Report> {
    if (!this.mayRead(actor, report, flags)) throw forbidden();
    const texts = REPORT_TEXTS[language];
    const isPeriod = PERIOD_REPORTS.includes(report);
    const fallback = defaultReportPeriod(toHelsinkiIsoDate(now));
    const period = isPeriod ? { from: query.from ?? fallback.from, to: query.to ?? fallback.to } : null;
    const span: MonthSpan | null = period
      ? { from: firstDay(period.from), until: monthAfter(period.to) }
      : null;
    const { companyId } = actor;
    const base = { report, title: texts.title[report], period, categories: [] as Report['categories'] };
    const chartOf = (
      categoryHeader: string,
      valueHeader: string,
      valueKind: ReportColumn['kind'],
      bars: Bar[],
    ) => ({
      title: texts.chart[report],
      categoryHeader,
      valueHeader,
      valueKind,
      bars,
    });

    switch (report) {
      case 'subscriptions-by-cost-centre': {
        const rows = await this.repo.subscriptionsByCostCentre(companyId);
        const name = (row: (typeof rows)[number]) => row.name ?? texts.noCostCentre;
        return {
          ...base,
          columns: [
            { key: 'costCentre', header: texts.costCentre, kind: 'text' },
            { key: 'subscriptions', header: texts.subscriptions, kind: 'count' },
            { key: 'monthlyCents', header: texts.monthly, kind: 'cents' },
          ],
          rows: rows.map((row): Cell[] => [name(row), row.subscriptions, row.monthlyCents]),
          chart: chartOf(
            texts.costCentre,
            texts.subscriptions,
            'count',
            largest(
              rows.map((row) => ({
                key: row.costPoolId ?? 'none',
                label: name(row),
                value: row.subscriptions,
              })),
            ),
          ),
        };
      }
      case 'spend-by-month': {
        const rows = await this.repo.spendByMonthAndType(companyId, span!);
        const totals = new Map<string, number>();
        for (const row of rows) totals.set(row.month, (totals.get(row.month) ?? 0) + row.netCents);
        return {
          ...base,
          columns: [
            { key: 'month', header: texts.month, kind: 'text' },
            { key: 'serviceType', header: texts.serviceType, kind: 'text' },
            { key: 'netCents', header: texts.net, kind: 'cents' },
          ],
          rows: rows.map((row): Cell[] => [
            monthLabels(row.month, language).longLabel,
            nameOf(SERVICE_TYPE_NAMES, row.serviceType, language),
            row.netCents,
          ]),
          chart: chartOf(
            texts.month,
            texts.spend,
            'cents',
            monthsBetween(period!.from, period!.to).map((month) => ({
              key: month,
              ...monthLabels(month, language),
              value: totals.get(month) ?? 0,
            })),
          ),
        };
      }
      case 'orders-by-status': {
        const rows = await this.repo.ordersByMonthAndStatus(companyId, span!);
        const totals = new Map<string, number>();
        for (const row of rows) totals.set(row.month, (totals.get(row.month) ?? 0) + row.orders);
        return {
          ...base,
          columns: [
            { key: 'month', header: texts.month, kind: 'text' },
            { key: 'status', header: texts.status, kind: 'text' },
            { key: 'orders', header: texts.orders, kind: 'count' },
          ],
          rows: rows.map((row): Cell[] => [
            monthLabels(row.month, language).longLabel,
            nameOf(ORDER_STATUS_NAMES, row.status, language),
            row.orders,
          ]),
          chart: chartOf(
            texts.month,
            texts.orders,
            'count',
            monthsBetween(period!.from, period!.to).map((month) => ({
              key: month,
              ...monthLabels(month, language),
              value: totals.get(month) ?? 0,
            })),
          ),
        };
      }
      case 'tickets-by-type': {
        const rows = await this.repo.ticketsByType(companyId, span!);
        const days = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 8640) / 10);
        return {
          ...base,
          columns: [
            { key: 'type', header: texts.ticketType, kind: 'text' },
            { key: 'tickets', header: texts.tickets, kind: 'count' },
            { key: 'resolved', header: texts.resolved, kind: 'count' },
            { key: 'averageDays', header: texts.averageDays, kind: 'days' },
          ],
          rows: rows.map((row): Cell[] => [
            nameOf(TICKET_TYPE_NAMES, row.type, language),
            row.tickets,
            row.resolved,
            days(row.averageSeconds),
          ]),
          chart: chartOf(
            texts.ticketType,
            texts.averageDays,
            'days',
            rows
              .filter((row) => row.averageSeconds !== null)
              .map((row) => ({
                key: row.type,
                label: nameOf(TICKET_TYPE_NAMES, row.type, language),
                value: days(row.averageSeconds)!,
              })),
          ),
        };
      }
      case 'price-list': {
        const [rows, categories] = await Promise.all([
          this.repo.priceList(companyId, query.category),
          this.repo.priceListCategories(),
        ]);
        return {
          ...base,
          categories: categories.map((code) => ({ code, name: nameOf(CATEGORY_NAMES, code, language) })),
          columns: [
            { key: 'code', header: texts.code, kind: 'text' },
            { key: 'product', header: texts.product, kind: 'text' },
            { key: 'category', header: texts.category, kind: 'text' },
            { key: 'oneTimeCents', header: texts.oneTime, kind: 'cents' },
            { key: 'monthlyCents', header: texts.monthlyPrice, kind: 'cents' },
            { key: 'termMonths', header: texts.term, kind: 'count' },
            { key: 'subscriptions', header: texts.companySubscriptions, kind: 'count' },
          ],
          rows: rows.map((row): Cell[] => [
            row.code,
            row.name,
            nameOf(CATEGORY_NAMES, row.category, language),
            row.oneTimeCents,
            row.monthlyCents,
            row.termMonths,
            row.subscriptions,
          ]),
          chart: chartOf(
            texts.product,
            texts.companySubscriptions,
            'count',
            largest(
              rows
                .filter((row) => row.subscriptions > 0)
                .map((row) => ({ key: row.code, label: row.name, value: row.subscriptions })),
            ),
          ),
        };
      }
    }
  }
}
