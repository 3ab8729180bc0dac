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
 * The widget speaks to its reader. Its lines wait for a company's user who answers tickets or decides order
 * requests ("Odottaa sinua"); to one who may only read them, and to operator staff looking at a company, they
 * are what is open there ("Vaatii huomiota"), and to staff the tickets await the customer's reply, not theirs.
 */
export function useActionsWording(allowed: { tickets: boolean; orderRequests: boolean }) {
  const { t } = useTranslation();
  const staff = isOperatorStaff(useSessionUser().user);
  const forReader = !staff && (allowed.tickets || allowed.orderRequests);
  return {
    staff,
    forReader,
    title: forReader ? t('home.actions') : t('home.actions-open'),
    nothing: forReader ? t('home.nothing-to-do') : t('home.nothing-open'),
  };
}
export type ActionsWording = ReturnType<typeof useActionsWording>;

/** What needs the user: each line a count and a link to the list filtered to it; nothing to do says so. */
export function ActionsWidget({
  companyId,
  summary,
  wording,
}: {
  companyId: string;
  summary: HomeSummary;
  wording: ActionsWording;
}) {
  const { t } = useTranslation();
  const { staff } = wording;
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
    <Widget id="actions" title={wording.title}>
      {open.length === 0 ? (
        <p className={styles.quiet}>{wording.nothing}</p>
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
