import { ORDER_TYPE_NAMES, type OrderLine } from '@kaista/domain/orders';
import { formatServiceNumber } from '@kaista/domain/services';
import { formatCents, formatDateTime, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import {
  BackLink,
  DataTable,
  DetailFailure,
  FactsList,
  LoadingPlaceholder,
  Page,
  PageHeader,
} from '../../ui';
import { OrderLineDetails } from './order-line-details';
import { OrderStatusChip } from './order-status-chip';
import { orderQuery } from './orders-queries';
import { useOrderOwner } from './use-order-owner';
import { useOrderReasonText } from './use-order-reason-text';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './orders.module.css';

/** §2 /{companyId}/orders/{orderId}: what was ordered, for whom, where to and by whom, and its status timeline. */
export function OrderPage() {
  const { t, i18n } = useTranslation();
  const typeName = useCodeName(ORDER_TYPE_NAMES);
  const language = toLanguage(i18n.language);
  const owner = useOrderOwner();
  const orderId = useParams().orderId ?? '';
  const order = useQuery(orderQuery(owner, orderId));
  const money = (cents: number) => formatCents(cents, language);
  const reasonText = useOrderReasonText();

  const back = <BackLink to="..">{t('orders.order.back')}</BackLink>;

  if (order.isPending) return <LoadingPlaceholder label={t('orders.loading')} variant="page" />;
  if (order.isError)
    return (
      <DetailFailure
        error={order.error}
        notFound={t('orders.order.not-found')}
        back={back}
        onRetry={() => void order.refetch()}
      />
    );
  const data = order.data;
  const facts: [string, ReactNode][] = [
    [t('orders.order.status'), <OrderStatusChip key="status" status={data.status} />],
    [t('orders.order.type'), typeName(data.orderType)],
    [t('orders.order.created'), formatDateTime(data.createdAt)],
    [
      t('orders.order.user'),
      data.actingUserName
        ? t('orders.order.acting', { user: data.userName, operator: data.actingUserName })
        : data.userName,
    ],
    [t('orders.order.monthly'), money(data.monthlyCents)],
    [t('orders.order.one-time'), money(data.oneTimeCents)],
    [
      t('orders.order.payer'),
      data.payer ? `${data.payer.name} (${data.payer.number})` : t('orders.order.no-payer'),
    ],
  ];
  // An order that delivers nothing (a termination, a package change) has no address to show.
  if (data.delivery) {
    const { name, street, postalNumber, city } = data.delivery;
    facts.push([t('orders.order.delivery'), `${name}, ${street}, ${postalNumber} ${city}`]);
  }
  if (data.manualCheckRequired)
    facts.push([t('orders.order.manual-check'), t('orders.order.manual-check-text')]);
  // A selection's rows share a number: counted from one in the order, not by the cart's inner bundle numbers
  // (which start at two and, beside a SIM card, read as a quantity).
  const selections = [...new Set(data.lines.map((line) => line.bundleNo))];
  const selectionNo = (line: OrderLine) => selections.indexOf(line.bundleNo) + 1;
  const columns = [
    { id: 'product', header: t('orders.line.product'), cell: (line: OrderLine) => line.productName },
    { id: 'bundle', header: t('orders.line.bundle'), cell: (line: OrderLine) => selectionNo(line) },
    {
      id: 'values',
      header: t('orders.line.values'),
      cell: (line: OrderLine) => (
        <OrderLineDetails characteristics={line.characteristics} compositeValues={line.compositeValues} />
      ),
    },
    {
      id: 'monthly',
      header: t('orders.order.monthly'),
      className: styles.amount,
      cell: (line: OrderLine) => money(line.monthlyCents),
    },
    {
      id: 'oneTime',
      header: t('orders.order.one-time'),
      className: styles.amount,
      cell: (line: OrderLine) => money(line.oneTimeCents),
    },
  ];

  return (
    <Page labelledBy="order-title">
      {back}
      <PageHeader id="order-title" title={t('orders.order.title', { number: data.orderNumber })} />
      {data.errorReason ? (
        <p className={styles.error} role="status">
          {t('orders.order.error-reason', {
            reason: reasonText({
              reason: data.errorReason,
              code: data.errorReasonCode,
              params: data.errorReasonParams,
            }),
          })}
        </p>
      ) : null}
      <FactsList mutedTerms wideTerms stackOnNarrow>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </FactsList>
      <section aria-labelledby="order-timeline" className={styles.section}>
        <h2 id="order-timeline" className={styles.heading}>
          {t('orders.order.timeline')}
        </h2>
        <ol className={styles.timeline}>
          {data.timeline.map((event, index) => (
            <li key={`${event.status}-${index}`}>
              <OrderStatusChip status={event.status} />
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              {event.reason ? (
                <span>
                  {reasonText({ reason: event.reason, code: event.reasonCode, params: event.reasonParams })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <DataTable
        caption={t('orders.order.lines')}
        columns={columns}
        rows={data.lines}
        rowKey={(line) => String(line.itemNo)}
      />
      {data.endUsers.length > 0 ? (
        <section aria-labelledby="order-end-users" className={styles.section}>
          <h2 id="order-end-users" className={styles.heading}>
            {t('orders.order.end-users')}
          </h2>
          <ul className={styles.endUsers}>
            {data.endUsers.map((user) => (
              <li key={user.bundleNo}>
                {[user.contactName, user.number && formatServiceNumber(user.number), user.contactPhone]
                  .filter(Boolean)
                  .join(' · ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}
