import { type BuiltInReport, type ReportQuery } from '@kaista/domain/reports';
import type { Language } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { QueryContent } from '../../ui';
import { ReportFilters } from './report-filters';
import { ReportResult } from './report-result';
import { reportQuery } from './reports-queries';
import styles from './reports.module.css';

/** One built-in report: its filters, the chart, the table and the downloads. */
export function BuiltInReportView({
  companyId,
  reportId,
  filters,
  today,
  language,
  onFilters,
}: {
  companyId: string;
  reportId: BuiltInReport;
  filters: ReportQuery;
  today: string;
  language: Language;
  onFilters: (filters: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation();
  const report = useQuery(reportQuery(companyId, reportId, filters));
  const titleId = `report-${reportId}`;

  return (
    <section
      aria-labelledby={titleId}
      className={styles.reportBody}
      aria-busy={report.isFetching || undefined}
    >
      <h2 id={titleId} className={styles.reportTitle}>
        {t(`reports.title.${reportId}`)}
      </h2>
      <p className={styles.description}>{t(`reports.description.${reportId}`)}</p>
      <ReportFilters
        reportId={reportId}
        filters={filters}
        categories={report.isPending ? undefined : (report.data?.categories ?? [])}
        today={today}
        language={language}
        onFilters={onFilters}
      />
      <QueryContent
        query={report}
        loading={{ label: t('reports.loading-report'), variant: 'page' }}
        failed={t('reports.report-failed')}
      >
        {(data) => <ReportResult report={data} language={language} companyId={companyId} filters={filters} />}
      </QueryContent>
    </section>
  );
}
