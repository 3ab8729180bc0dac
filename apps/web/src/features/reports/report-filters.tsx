import {
  PERIOD_REPORTS,
  REPORT_LIMITS,
  monthsBetween,
  reportMonthRange,
  type BuiltInReport,
  type Report,
  type ReportQuery,
} from '@kaista/domain/reports';
import { intlLocale, type Language } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Dropdown } from '../../ui';
import styles from './reports.module.css';

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

/**
 * A report's filters: the months of a period report, or the price list's category (its choices come with the
 * report: `categories` is undefined until it has).
 */
export function ReportFilters({
  reportId,
  filters,
  categories,
  today,
  language,
  onFilters,
}: {
  reportId: BuiltInReport;
  filters: ReportQuery;
  categories: Report['categories'] | undefined;
  today: string;
  language: Language;
  onFilters: (filters: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation();
  if (!PERIOD_REPORTS.includes(reportId) && reportId !== 'price-list') return null;
  const months = monthChoices(today, language);
  return (
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
            ...(categories ?? []).map((category) => ({
              id: category.code,
              label: category.name,
            })),
          ]}
          value={filters.category ?? 'all'}
          onChange={(category) =>
            onFilters({ category: category && category !== 'all' ? category : undefined })
          }
          // Its options come with the report: opened before, it would list "all categories" alone.
          isDisabled={categories === undefined}
        />
      )}
    </div>
  );
}
