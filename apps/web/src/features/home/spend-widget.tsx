import { formatCents, intlLocale, toLanguage } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { BarChart } from '../../ui/chart/bar-chart';
import { Widget, type SummaryParts } from './home-widget';
import styles from './home-widgets.module.css';

/** This month's spend against last month's, and the last twelve months drawn (and readable as a table). */
export function SpendWidget({
  companyId,
  invoices,
}: {
  companyId: string;
  invoices: SummaryParts['invoices'];
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const money = (cents: number) => formatCents(cents, language);
  // Under a bar the month's number (twelve names do not fit a phone); the table reads the full name.
  const monthName = (month: string, style: 'numeric' | 'long') =>
    new Intl.DateTimeFormat(intlLocale(language), {
      month: style,
      ...(style === 'long' ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
  const current = invoices.spend.at(-1)?.totalCents ?? 0;
  const previous = invoices.spend.at(-2)?.totalCents ?? 0;
  const change = current - previous;
  return (
    <Widget
      id="spend"
      title={t('home.spend')}
      more={<Link to={`/${companyId}/invoices`}>{t('home.all-invoices')}</Link>}
    >
      <dl className={styles.figures}>
        <div>
          <dt>{t('home.this-month')}</dt>
          <dd className={styles.figure}>{money(current)}</dd>
        </div>
        <div>
          <dt>{t('home.last-month')}</dt>
          <dd className={styles.figure}>{money(previous)}</dd>
        </div>
        <div>
          <dt>{t('home.change')}</dt>
          <dd className={styles.figure}>{`${change > 0 ? '+' : ''}${money(change)}`}</dd>
        </div>
      </dl>
      <BarChart
        title={t('home.spend-chart')}
        bars={invoices.spend.map((month, index, all) => ({
          key: month.month,
          label: monthName(month.month, 'numeric'),
          longLabel: monthName(month.month, 'long'),
          value: month.totalCents,
          highlight: index === all.length - 1,
        }))}
        formatValue={money}
        categoryHeader={t('home.month')}
        valueHeader={t('home.spend-sum')}
        emptyText={t('home.no-spend')}
      />
    </Widget>
  );
}
