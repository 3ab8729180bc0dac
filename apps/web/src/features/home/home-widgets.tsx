import { EXPIRING_DOCUMENT_DAYS, type HomeSummary } from '@kaista/domain/dashboard';
import { formatCents } from '@kaista/domain/invoices';
import { formatDate, intlLocale, toLanguage } from '@kaista/domain/shared/formatting';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BarChart } from '../../ui/chart/bar-chart';
import styles from './home-widgets.module.css';

type Parts = { [K in keyof HomeSummary]: NonNullable<HomeSummary[K]> };

function Widget({
  id,
  title,
  children,
  more,
}: {
  id: string;
  title: string;
  children: ReactNode;
  more?: ReactNode;
}) {
  return (
    <section className={styles.widget} aria-labelledby={`home-widget-${id}`}>
      <h2 id={`home-widget-${id}`} className={styles.title}>
        {title}
      </h2>
      {children}
      {more ? <p className={styles.more}>{more}</p> : null}
    </section>
  );
}

interface ActionItem {
  id: string;
  count: number;
  text: string;
  href: string;
}

/** What needs the user: each line a count and a link to the list filtered to it; nothing to do says so. */
export function ActionsWidget({ companyId, summary }: { companyId: string; summary: HomeSummary }) {
  const { t } = useTranslation();
  const base = `/${companyId}`;
  const items: ActionItem[] = [];
  if (summary.tickets)
    items.push({
      id: 'tickets',
      count: summary.tickets.pendingCustomer,
      text: t('home.action.tickets', { count: summary.tickets.pendingCustomer }),
      href: `${base}/tickets?status=PENDING_CUSTOMER`,
    });
  if (summary.orderRequests)
    items.push({
      id: 'order-requests',
      count: summary.orderRequests.pendingApproval,
      text: t('home.action.order-requests', { count: summary.orderRequests.pendingApproval }),
      href: `${base}/order-requests?status=PENDING_APPROVAL`,
    });
  if (summary.invoices)
    items.push({
      id: 'invoices',
      count: summary.invoices.due,
      text: t('home.action.invoices', { count: summary.invoices.due }),
      href: `${base}/invoices?status=due`,
    });
  if (summary.orders) {
    items.push({
      id: 'orders-errored',
      count: summary.orders.errored,
      text: t('home.action.orders-errored', { count: summary.orders.errored }),
      href: `${base}/orders?orderStatus=ERRORED`,
    });
    for (const waiting of summary.orders.waiting)
      items.push({
        id: `orders-${waiting.status}`,
        count: waiting.count,
        text: t(`home.action.orders-${waiting.status}`, { count: waiting.count }),
        href: `${base}/orders?orderStatus=${waiting.status}`,
      });
  }
  if (items.length === 0) return null;
  const open = items.filter((item) => item.count > 0);
  return (
    <Widget id="actions" title={t('home.actions')}>
      {open.length === 0 ? (
        <p className={styles.quiet}>{t('home.nothing-to-do')}</p>
      ) : (
        <ul className={styles.actions}>
          {open.map((item) => (
            <li key={item.id}>
              <Link className={styles.action} to={item.href}>
                <span className={styles.count}>{item.count}</span> <span>{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}

/** This month's spend against last month's, and the last twelve months drawn (and readable as a table). */
export function SpendWidget({ companyId, invoices }: { companyId: string; invoices: Parts['invoices'] }) {
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

/** Subscriptions in each status, each a link to the services list filtered to that status. */
export function ServicesWidget({ companyId, services }: { companyId: string; services: Parts['services'] }) {
  const { t } = useTranslation();
  return (
    <Widget
      id="services"
      title={t('home.services')}
      more={<Link to={`/${companyId}/services`}>{t('home.all-services')}</Link>}
    >
      {services.byStatus.length === 0 ? (
        <p className={styles.quiet}>{t('home.no-services')}</p>
      ) : (
        <ul className={styles.statuses}>
          {services.byStatus.map((entry) => (
            <li key={entry.status}>
              <Link className={styles.status} to={`/${companyId}/services?status=${entry.status}`}>
                <span>{t(`services.status.${entry.status}`)}</span>{' '}
                <span className={styles.statusCount}>{entry.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}

/** The company's latest orders, each a link to the order. */
export function LatestOrdersWidget({ companyId, orders }: { companyId: string; orders: Parts['orders'] }) {
  const { t } = useTranslation();
  return (
    <Widget
      id="orders"
      title={t('home.latest-orders')}
      more={<Link to={`/${companyId}/orders`}>{t('home.all-orders')}</Link>}
    >
      {orders.latest.length === 0 ? (
        <p className={styles.quiet}>{t('home.no-orders')}</p>
      ) : (
        <ul className={styles.orders}>
          {orders.latest.map((order) => (
            <li key={order.id} className={styles.order}>
              <Link to={`/${companyId}/orders/${order.id}`}>{order.orderNumber}</Link>
              <span>{t(`orders.status.${order.status}`)}</span>
              <span className={styles.quiet}>
                {formatDate(order.createdAt)} · {order.userName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}

/** Whole days from `today` to `day` (both 'YYYY-MM-DD'). */
const daysBetween = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** Contracts and price lists whose validity ends within EXPIRING_DOCUMENT_DAYS, the soonest first. */
export function ExpiringDocumentsWidget({
  companyId,
  today,
  documents,
}: {
  companyId: string;
  today: string;
  documents: Parts['documents'];
}) {
  const { t } = useTranslation();
  const days = EXPIRING_DOCUMENT_DAYS;
  return (
    <Widget
      id="documents"
      title={t('home.expiring-documents')}
      more={<Link to={`/${companyId}/documents`}>{t('home.all-documents')}</Link>}
    >
      {documents.expiring === 0 ? (
        <p className={styles.quiet}>{t('home.no-expiring-documents', { days })}</p>
      ) : (
        <>
          <p className={styles.quiet}>{t('home.expiring-count', { count: documents.expiring, days })}</p>
          <ul className={styles.orders}>
            {documents.soonest.map((document) => {
              const left = daysBetween(today, document.validUntil);
              return (
                <li key={document.id} className={styles.order}>
                  <Link to={`/${companyId}/documents/${document.id}`}>{document.name}</Link>
                  <span>{t(`home.document-category.${document.category}`)}</span>
                  <span className={styles.quiet}>
                    {t('home.document-ends', {
                      date: formatDate(document.validUntil),
                      when: left === 0 ? t('home.ends-today') : t('home.ends-in', { count: left }),
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Widget>
  );
}
