import type { HomeSummary } from '@kaista/domain/dashboard';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Widget } from './home-widget';
import styles from './home-widgets.module.css';

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
