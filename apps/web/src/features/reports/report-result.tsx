import { reportCalls, type Report, type ReportQuery, type ReportValueKind } from '@kaista/domain/reports';
import { formatCents, intlLocale, type Language } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { fetchFile } from '../../lib/api/fetch-file';
import { DataTable, DownloadButtons, EmptyState } from '../../ui';
import { BarChart } from '../../ui/chart/bar-chart';
import styles from './reports.module.css';

type Row = { key: string; cells: Report['rows'][number] };

/** A report's value as text in the user's language: euros, a whole count or days with one decimal. */
function formatReportValue(value: string | number | null, kind: ReportValueKind, language: Language) {
  if (value === null) return '–';
  if (typeof value === 'string') return value;
  if (kind === 'cents') return formatCents(value, language);
  const decimals = kind === 'days' ? 1 : 0;
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A report's answer: its downloads, the chart and the table. */
export function ReportResult({
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
