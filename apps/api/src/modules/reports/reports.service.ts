import {
  BUILT_IN_REPORTS,
  PERIOD_REPORTS,
  REPORT_ACCESS,
  VIEWER_REPORTS,
  defaultReportPeriod,
  type BuiltInReport,
  type Report,
  type ReportCatalogue,
  type ReportQuery,
} from '@kaista/domain/reports';
import type { FeatureFlags } from '@kaista/domain/shared/constants';
import type { ReportViewerKind } from '@kaista/domain/shared/enums';
import { toHelsinkiIsoDate, type Language } from '@kaista/domain/shared/formatting';
import { meetsAccessRequirement } from '@kaista/domain/shared/roles';
import { forbidden } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { toRoleHolder } from '../../plugins/session/role-holder';
import { ordersByStatus, spendByMonth } from './monthly-reports';
import { priceList } from './price-list-report';
import type { ReportBuilder } from './report-kit';
import { monthSpan } from './report-months';
import { REPORT_TEXTS } from './report-texts';
import type { ReportsRepo } from './reports.repo';
import { subscriptionsByCostCentre } from './subscriptions-report';
import { ticketsByType } from './tickets-report';

/** The addresses a deployment gave its viewer reports (§3 Tableau v2, v3); a kind left out has none. */
export type ReportViewerUrls = Partial<Record<ReportViewerKind, string>>;

const BUILDERS: Record<BuiltInReport, ReportBuilder> = {
  'subscriptions-by-cost-centre': subscriptionsByCostCentre,
  'spend-by-month': spendByMonth,
  'orders-by-status': ordersByStatus,
  'tickets-by-type': ticketsByType,
  'price-list': priceList,
};

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
    const fallback = defaultReportPeriod(toHelsinkiIsoDate(now));
    const period = { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
    const body = await BUILDERS[report](this.repo, {
      companyId: actor.companyId,
      language,
      texts,
      period,
      span: monthSpan(period.from, period.to),
      category: query.category,
    });
    return {
      report,
      title: texts.title[report],
      period: PERIOD_REPORTS.includes(report) ? period : null,
      categories: [],
      ...body,
      chart: { title: texts.chart[report], ...body.chart },
    };
  }
}
