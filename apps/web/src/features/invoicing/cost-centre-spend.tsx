import { formatCents } from '@kaista/domain/invoices';
import { intlLocale, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, EmptyState, LoadingPlaceholder } from '../../ui';
import { BarChart } from '../../ui/chart/bar-chart';
import { spendQuery } from './invoice-queries';
import styles from './invoicing.module.css';

/** A name cut to fit under its bar (about 60 characters share the chart's width); the table has it whole. */
function shortName(name: string, bars: number): string {
  const room = Math.max(4, Math.floor(60 / Math.max(bars, 1)));
  return name.length <= room ? name : `${name.slice(0, room - 1)}…`;
}

/** A key for the lines billed to no cost centre (the answer names them with a null id). */
const NONE = 'none';

/**
 * The last year's invoiced spend (net of VAT) by cost centre, and one centre's months: two charts, each also
 * a table for a screen reader.
 */
export function CostCentreSpend({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const spend = useQuery(spendQuery(companyId));
  const [chosen, setChosen] = useState<string | null>(null);
  const money = (cents: number) => formatCents(cents, language);
  const monthName = (month: string, style: 'numeric' | 'long') =>
    new Intl.DateTimeFormat(intlLocale(language), {
      month: style,
      ...(style === 'long' ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));

  if (spend.isPending) return <LoadingPlaceholder label={t('invoicing.loading')} />;
  if (spend.isError) return <EmptyState>{t('invoicing.load-failed')}</EmptyState>;
  const { months, costPools } = spend.data;
  const keyOf = (pool: (typeof costPools)[number]) => pool.costPoolId ?? NONE;
  const nameOf = (pool: (typeof costPools)[number]) => pool.name ?? t('invoicing.spend.no-cost-centre');
  const shown = costPools.find((pool) => keyOf(pool) === chosen) ?? costPools[0];

  return (
    <section className={styles.spend} aria-labelledby="cost-centre-spend-title">
      <h2 id="cost-centre-spend-title">{t('invoicing.spend.title')}</h2>
      <BarChart
        title={t('invoicing.spend.by-cost-centre', { months: months.length })}
        bars={costPools.map((pool) => ({
          key: keyOf(pool),
          label: shortName(nameOf(pool), costPools.length),
          longLabel: nameOf(pool),
          value: pool.totalCents,
        }))}
        formatValue={money}
        categoryHeader={t('invoicing.line.cost-centre')}
        valueHeader={t('invoicing.spend.net')}
        emptyText={t('invoicing.spend.none')}
      />
      {shown ? (
        <>
          <Dropdown
            label={t('invoicing.line.cost-centre')}
            options={costPools.map((pool) => ({ id: keyOf(pool), label: nameOf(pool) }))}
            value={keyOf(shown)}
            onChange={(value) => setChosen(value)}
          />
          <BarChart
            title={t('invoicing.spend.by-month', { name: nameOf(shown) })}
            bars={months.map((month, index) => ({
              key: month,
              label: monthName(month, 'numeric'),
              longLabel: monthName(month, 'long'),
              value: shown.monthlyCents[index] ?? 0,
              highlight: index === months.length - 1,
            }))}
            formatValue={money}
            categoryHeader={t('invoicing.spend.month')}
            valueHeader={t('invoicing.spend.net')}
            emptyText={t('invoicing.spend.none')}
          />
        </>
      ) : null}
    </section>
  );
}
