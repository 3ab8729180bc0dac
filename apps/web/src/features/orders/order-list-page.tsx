import {
  ORDER_TYPE_NAMES,
  ORDER_ACCESS,
  orderListQuerySchema,
  type OrderSummary,
} from '@kaista/domain/orders';
import { formatCents, formatDateTime, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { pageTotal } from '../../lib/lists/page-total';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useAccess } from '../../lib/routing/use-access';
import { Page, PageHeader, QueryTable, RelatedLink } from '../../ui';
import { OrderFilters } from './order-filters';
import { OrderStatusChip } from './order-status-chip';
import { orderListQuery } from './orders-queries';
import { useOrderOwner } from './use-order-owner';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './orders.module.css';

/** §2 /{companyId}/orders: the company's orders with the §4 status and type filters, search and paging. */
export function OrderListPage() {
  const { t, i18n } = useTranslation();
  const typeName = useCodeName(ORDER_TYPE_NAMES);
  const language = toLanguage(i18n.language);
  const owner = useOrderOwner();
  const mayBulkOrder = useAccess(ORDER_ACCESS.bulk);
  const { state: params, update, filters } = useListUrlState(orderListQuerySchema);
  const orders = useQuery(orderListQuery(owner, params));
  useOffsetInRange(orders.data, params, update);
  const money = (cents: number) => formatCents(cents, language);
  const columns = [
    {
      id: 'number',
      header: t('orders.order.number'),
      cell: (order: OrderSummary) => (
        <Link className={styles.link} to={order.id}>
          {order.orderNumber}
        </Link>
      ),
    },
    {
      id: 'created',
      header: t('orders.order.created'),
      cell: (order: OrderSummary) => formatDateTime(order.createdAt),
    },
    {
      id: 'type',
      header: t('orders.order.type'),
      cell: (order: OrderSummary) => typeName(order.orderType),
    },
    { id: 'user', header: t('orders.order.user'), cell: (order: OrderSummary) => order.userName },
    {
      id: 'monthly',
      header: t('orders.order.monthly'),
      className: styles.amount,
      cell: (order: OrderSummary) => money(order.monthlyCents),
    },
    {
      id: 'oneTime',
      header: t('orders.order.one-time'),
      className: styles.amount,
      cell: (order: OrderSummary) => money(order.oneTimeCents),
    },
    {
      id: 'status',
      header: t('orders.order.status'),
      cell: (order: OrderSummary) => <OrderStatusChip status={order.status} />,
    },
  ];

  return (
    <Page labelledBy="orders-title">
      <PageHeader
        id="orders-title"
        title={t('shell.nav.orders')}
        actions={mayBulkOrder ? <RelatedLink to="bulk">{t('orders.bulk.title')}</RelatedLink> : undefined}
      />
      <OrderFilters params={params} onChange={update} filters={filters} />
      <QueryTable
        query={orders}
        loading={{ label: t('orders.loading'), variant: 'page' }}
        failed={t('orders.load-failed')}
        count={(data) => t('orders.list.count', { total: pageTotal(data) })}
        empty={filters.active ? t('orders.list.no-matches') : t('orders.list.none-yet')}
        caption={t('shell.nav.orders')}
        columns={columns}
        rowKey={(order) => order.id}
        pagingLabel={t('orders.list.paging')}
        offset={params.offset}
        pageSize={params.pageSize}
        onOffset={(offset) => update({ offset })}
      />
    </Page>
  );
}
