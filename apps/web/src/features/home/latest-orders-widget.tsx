import { ORDER_STATUS_NAMES } from '@kaista/domain/orders';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Widget, type SummaryParts } from './home-widget';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './home-widgets.module.css';

/** The company's latest orders, each a link to the order. */
export function LatestOrdersWidget({
  companyId,
  orders,
}: {
  companyId: string;
  orders: SummaryParts['orders'];
}) {
  const { t } = useTranslation();
  const statusName = useCodeName(ORDER_STATUS_NAMES);
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
              <span>{statusName(order.status)}</span>
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
