import {
  BUILT_IN_REPORTS,
  PERIOD_REPORTS,
  reportPeriodOf,
  type BuiltInReport,
  type ReportCatalogue,
} from '@kaista/domain/reports';
import { toHelsinkiIsoDate, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { EmptyState, Page, PageHeader, QueryContent } from '../../ui';
import { classNames } from '../../ui/class-names';
import { reportCatalogueQuery } from './reports-queries';
import { BuiltInReportView } from './built-in-report';
import { ViewerReport } from './viewer-report';
import styles from './reports.module.css';

type CatalogueEntry = ReportCatalogue['reports'][number];

const isBuiltIn = (id: string): id is BuiltInReport => (BUILT_IN_REPORTS as readonly string[]).includes(id);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** §2 /{companyId}/reports: the catalogue beside the chosen report, its choice and filters kept in the address. */
export function ReportsPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const catalogue = useQuery(reportCatalogueQuery(companyId));
  const [search, setSearch] = useSearchParams();
  const entries = catalogue.data?.reports ?? [];
  const chosen = entries.find((entry) => entry.id === search.get('report')) ?? entries[0];

  return (
    <Page labelledBy="reports-title">
      <PageHeader id="reports-title" title={t('shell.nav.reports')} intro={t('reports.intro')} />
      <QueryContent
        query={catalogue}
        loading={{ label: t('reports.loading'), variant: 'page' }}
        failed={t('reports.load-failed')}
      >
        {() => (
          <div className={styles.layout}>
            <nav aria-label={t('reports.catalogue-label')} className={styles.catalogue}>
              <ul className={styles.catalogueList}>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <Link
                      to={`?report=${entry.id}`}
                      className={classNames(styles.catalogueLink, entry.id === chosen?.id && styles.current)}
                      aria-current={entry.id === chosen?.id ? 'page' : undefined}
                    >
                      <span>{t(`reports.title.${entry.id}`)}</span>
                      <span className={styles.kind}>{t(`reports.kind.${entry.kind}`)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.report}>
              {chosen ? (
                <ChosenReport
                  key={chosen.id}
                  companyId={companyId}
                  entry={chosen}
                  search={search}
                  onFilters={(filters) => {
                    const next = new URLSearchParams({ report: chosen.id });
                    for (const [name, value] of Object.entries(filters)) if (value) next.set(name, value);
                    setSearch(next, { replace: true });
                  }}
                />
              ) : (
                <EmptyState>{t('reports.none')}</EmptyState>
              )}
            </div>
          </div>
        )}
      </QueryContent>
    </Page>
  );
}

function ChosenReport({
  companyId,
  entry,
  search,
  onFilters,
}: {
  companyId: string;
  entry: CatalogueEntry;
  search: URLSearchParams;
  onFilters: (filters: Record<string, string | undefined>) => void;
}) {
  const { i18n } = useTranslation();
  if (!isBuiltIn(entry.id)) return <ViewerReport entry={entry} />;
  const today = toHelsinkiIsoDate(new Date());
  const month = (name: string) => {
    const value = search.get(name);
    return value && MONTH.test(value) ? value : undefined;
  };
  const isPeriod = PERIOD_REPORTS.includes(entry.id);
  const filters = {
    ...(isPeriod ? reportPeriodOf({ from: month('from'), to: month('to') }, today) : {}),
    ...(entry.id === 'price-list' && search.get('category') ? { category: search.get('category')! } : {}),
  };
  return (
    <BuiltInReportView
      companyId={companyId}
      reportId={entry.id}
      filters={filters}
      today={today}
      language={toLanguage(i18n.language)}
      onFilters={onFilters}
    />
  );
}
