import {
  PERIOD_REPORTS,
  REPORT_LIMITS,
  monthsBetween,
  reportMonthRange,
  reportCalls,
  type BuiltInReport,
  type Report,
  type ReportQuery,
  type ReportValueKind,
} from '@kaista/domain/reports';
import { formatCents, intlLocale, type Language } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { fetchFile } from '../../lib/api/fetch-file';
import { DataTable, DownloadButtons, Dropdown, EmptyState, QueryContent } from '../../ui';
import { BarChart } from '../../ui/chart/bar-chart';
import { reportQuery } from './reports-queries';
import styles from './reports.module.css';

type Row = { key: string; cells: Report['rows'][number] };

/** A report's value as text in the user's language: euros, a whole count or days with one decimal. */
export function formatReportValue(value: string | number | null, kind: ReportValueKind, language: Language) {
  if (value === null) return '–';
  if (typeof value === 'string') return value;
  if (kind === 'cents') return formatCents(value, language);
  const decimals = kind === 'days' ? 1 : 0;
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** The months a period can start or end with: the last REPORT_LIMITS.maxMonths up to this month. */
function monthChoices(today: string, language: Language) {
  const { first, last } = reportMonthRange(today);
  const names = new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return monthsBetween(first, last)
    .reverse()
    .map((id) => ({
      id,
      label: names.format(new Date(Date.UTC(Number(id.slice(0, 4)), Number(id.slice(5, 7)) - 1, 15))),
    }));
}

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
  const months = monthChoices(today, language);
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
      {PERIOD_REPORTS.includes(reportId) || reportId === 'price-list' ? (
        <div className={styles.filters}>
          {PERIOD_REPORTS.includes(reportId) ? (
            <>
              <Dropdown
                label={t('reports.filter.from')}
                options={months}
                value={filters.from ?? null}
                onChange={(from) => {
                  if (!from) return;
                  const to = filters.to && filters.to >= from ? filters.to : from;
                  const span = monthsBetween(from, to).length;
                  onFilters({ from, to: span > REPORT_LIMITS.maxMonths ? from : to });
                }}
              />
              <Dropdown
                label={t('reports.filter.to')}
                options={months.filter((month) => !filters.from || month.id >= filters.from)}
                value={filters.to ?? null}
                onChange={(to) => to && onFilters({ from: filters.from, to })}
              />
            </>
          ) : (
            <Dropdown
              label={t('reports.filter.category')}
              options={[
                { id: 'all', label: t('reports.filter.all-categories') },
                ...(report.data?.categories ?? []).map((category) => ({
                  id: category.code,
                  label: category.name,
                })),
              ]}
              value={filters.category ?? 'all'}
              onChange={(category) =>
                onFilters({ category: category && category !== 'all' ? category : undefined })
              }
              // Its options come with the report: opened before, it would list "all categories" alone.
              isDisabled={report.isPending}
            />
          )}
        </div>
      ) : null}
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

function ReportResult({
  report,
  language,
  companyId,
  filters,
}: {
  report: Report;
  language: Language;
  companyId: string;
  filters: ReportQuery;
}) {
  const { t } = useTranslation();
  const { chart } = report;
  const columns = report.columns.map((column, index) => ({
    id: column.key,
    header: column.header,
    className: column.kind === 'text' ? undefined : styles.number,
    cell: (row: Row) => formatReportValue(row.cells[index] ?? null, column.kind, language),
  }));
  const rows: Row[] = report.rows.map((cells, index) => ({ cells, key: String(index) }));
  return (
    <>
      <DownloadButtons
        textPrefix="reports.export"
        label={t('reports.export.label', { report: report.title })}
        fileName={report.report}
        download={(choice) =>
          fetchFile(reportCalls.export, {
            params: { id: companyId, reportId: report.report },
            query: { ...filters, ...choice },
          })
        }
      />
      <div className={styles.chart}>
        <BarChart
          title={chart.title}
          bars={chart.bars}
          formatValue={(value) => formatReportValue(value, chart.valueKind, language)}
          categoryHeader={chart.categoryHeader}
          valueHeader={chart.valueHeader}
          emptyText={t('reports.no-chart')}
        />
      </div>
      {rows.length === 0 ? (
        <EmptyState>{t('reports.no-rows')}</EmptyState>
      ) : (
        <div className={styles.table}>
          <DataTable
            caption={report.title}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.key}
            labelWidth="11rem"
            whenCrowded="scroll"
          />
        </div>
      )}
    </>
  );
}
