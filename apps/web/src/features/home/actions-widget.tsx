import type { HomeSummary } from '@kaista/domain/dashboard';
import { isOperatorStaff } from '@kaista/domain/shared/roles';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Link } from 'react-router';
import { Widget } from './home-widget';
import styles from './home-widgets.module.css';

interface ActionItem {
  id: string;
  count: number;
  text: string;
  href: string;
}

/**
 * The widget's title for whom it speaks to: a company's user is told what waits for them; operator staff
 * looking at a company are told what is open there (its tickets wait for the customer, not for them).
 */
export function useActionsTitle(): string {
  const { t } = useTranslation();
  return isOperatorStaff(useSessionUser().user) ? t('home.actions-staff') : t('home.actions');
}

/** What needs the user: each line a count and a link to the list filtered to it; nothing to do says so. */
export function ActionsWidget({ companyId, summary }: { companyId: string; summary: HomeSummary }) {
  const { t } = useTranslation();
  const title = useActionsTitle();
  const staff = isOperatorStaff(useSessionUser().user);
  const base = `/${companyId}`;
  const items: ActionItem[] = [];
  if (summary.tickets)
    items.push({
      id: 'tickets',
      count: summary.tickets.pendingCustomer,
      text: staff
        ? t('home.action.tickets-staff', { count: summary.tickets.pendingCustomer })
        : t('home.action.tickets', { count: summary.tickets.pendingCustomer }),
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
    <Widget id="actions" title={title}>
      {open.length === 0 ? (
        <p className={styles.quiet}>{staff ? t('home.nothing-to-do-staff') : t('home.nothing-to-do')}</p>
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
