import { NO_COST_POOL, type Spend } from '@kaista/domain/invoices';
import { formatCents, intlLocale, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Dropdown, EmptyState, LoadingPlaceholder } from '../../ui';
import { BarChart } from '../../ui/chart/bar-chart';
import { spendQuery } from './invoice-queries';
import styles from './invoicing.module.css';

/** The last day of 'YYYY-MM' as an ISO date. */
function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/** One bar group of a breakdown: a cost centre or a service type, and the list filter of its lines. */
interface Series {
  key: string;
  name: string;
  totalCents: number;
  monthlyCents: number[];
  /** The invoice list's filter for the invoices with this series' lines. */
  filter: Record<string, string>;
}

interface BreakdownProps {
  id: string;
  companyId: string;
  months: string[];
  series: Series[];
  heading: string;
  totalsTitle: string;
  categoryHeader: string;
}

/**
 * One breakdown of the spend: the series' totals over the months, and one series' months when chosen, each a
 * chart with its table beside it. Every bar leads to the invoices behind it (the list filtered to the
 * invoices dated in its months that have lines of its series).
 */
function SpendBreakdown({
  id,
  companyId,
  months,
  series,
  heading,
  totalsTitle,
  categoryHeader,
}: BreakdownProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [chosen, setChosen] = useState<string | null>(null);
  const money = (cents: number) => formatCents(cents, language);
  // Under the bars the month with its year's last two digits (every third month is labelled); the table and
  // the bar's tooltip name the month in full.
  const monthName = (month: string, style: 'numeric' | 'long') =>
    new Intl.DateTimeFormat(intlLocale(language), {
      month: style,
      year: style === 'long' ? 'numeric' : '2-digit',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
  // A bar leads to the invoices behind it; one of nothing billed (this month before its invoice day) to none.
  const invoicesOf = (cents: number, filter: Record<string, string>, from: string, to: string) =>
    cents === 0
      ? undefined
      : `/${companyId}/invoices?${new URLSearchParams({ ...filter, from: `${from}-01`, to: lastDayOf(to) }).toString()}`;
  const first = months[0] ?? '';
  const last = months.at(-1) ?? '';
  const shown = series.find((item) => item.key === chosen) ?? series[0];

  return (
    <section className={styles.spendPart} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{heading}</h3>
      <BarChart
        title={totalsTitle}
        bars={series.map((item) => ({
          key: item.key,
          label: item.name,
          value: item.totalCents,
          to: invoicesOf(item.totalCents, item.filter, first, last),
        }))}
        formatValue={money}
        categoryHeader={categoryHeader}
        valueHeader={t('invoicing.spend.net')}
        emptyText={t('invoicing.spend.none')}
        showTable
      />
      {shown ? (
        <>
          <Dropdown
            label={categoryHeader}
            options={series.map((item) => ({ id: item.key, label: item.name }))}
            value={shown.key}
            onChange={(value) => setChosen(value)}
          />
          <BarChart
            title={t('invoicing.spend.by-month', { name: shown.name })}
            bars={months.map((month, index) => ({
              key: month,
              label: monthName(month, 'numeric'),
              longLabel: monthName(month, 'long'),
              value: shown.monthlyCents[index] ?? 0,
              highlight: index === months.length - 1,
              to: invoicesOf(shown.monthlyCents[index] ?? 0, shown.filter, month, month),
            }))}
            formatValue={money}
            categoryHeader={t('invoicing.spend.month')}
            valueHeader={t('invoicing.spend.net')}
            emptyText={t('invoicing.spend.none')}
            showTable
          />
        </>
      ) : null}
    </section>
  );
}

/** The series of both breakdowns, named in the user's language. */
function seriesOf(spend: Spend, t: (key: string) => string) {
  const costPools: Series[] = spend.costPools.map((pool) => ({
    key: pool.costPoolId ?? NO_COST_POOL,
    name: pool.name ?? t('invoicing.spend.no-cost-centre'),
    totalCents: pool.totalCents,
    monthlyCents: pool.monthlyCents,
    filter: { costPoolId: pool.costPoolId ?? NO_COST_POOL },
  }));
  const serviceTypes: Series[] = spend.serviceTypes.map((type) => ({
    key: type.serviceType,
    name: t(`invoicing.service-type.${type.serviceType}`),
    totalCents: type.totalCents,
    monthlyCents: type.monthlyCents,
    filter: { serviceType: type.serviceType },
  }));
  return { costPools, serviceTypes };
}

/**
 * The last 24 months' invoiced spend (net of VAT) by cost centre and by service type: each a chart of the
 * totals and one chart of a chosen centre's or type's months, with their tables, and a way from every bar to
 * the invoices behind it.
 */
export function SpendCharts({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const spend = useQuery(spendQuery(companyId));
  if (spend.isPending) return <LoadingPlaceholder label={t('invoicing.loading')} />;
  if (spend.isError) return <EmptyState>{t('invoicing.load-failed')}</EmptyState>;
  const { months } = spend.data;
  const { costPools, serviceTypes } = seriesOf(spend.data, t);
  return (
    <section className={styles.spend} aria-labelledby="spend-title">
      <h2 id="spend-title">{t('invoicing.spend.title')}</h2>
      <p className={styles.spendHint}>{t('invoicing.spend.hint')}</p>
      <SpendBreakdown
        id="spend-by-cost-centre"
        companyId={companyId}
        months={months}
        series={costPools}
        heading={t('invoicing.spend.cost-centres')}
        totalsTitle={t('invoicing.spend.by-cost-centre', { months: months.length })}
        categoryHeader={t('invoicing.line.cost-centre')}
      />
      <SpendBreakdown
        id="spend-by-service-type"
        companyId={companyId}
        months={months}
        series={serviceTypes}
        heading={t('invoicing.spend.service-types')}
        totalsTitle={t('invoicing.spend.by-service-type', { months: months.length })}
        categoryHeader={t('invoicing.line.service-type')}
      />
    </section>
  );
}
