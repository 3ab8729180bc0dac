import {
  ORDER_REQUEST_STATUS_NAMES,
  type OrderRequest,
  type OrderRequestFilter,
} from '@kaista/domain/orders';
import { formatCents, formatDateTime, toLanguage } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, RowActions, type DataTableColumn } from '../../ui';
import type { OrderRequestDecision } from './use-order-request-decision';
import { useOrderOwner } from './use-order-owner';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './orders.module.css';

/**
 * The requests table's columns, each price a column of its own (one-time and monthly). The last holds a
 * waiting request's decisions for whoever decides on it (`handles`); who decided has a column of its own. A list
 * of waiting requests has neither a status nor a decider column: they would repeat "waiting for approval" and
 * "–" on every row, and the decisions need the room to stand side by side; in the other lists they stack.
 */
export function useOrderRequestColumns(
  handles: boolean,
  decision: OrderRequestDecision,
  filter: OrderRequestFilter,
) {
  const { t, i18n } = useTranslation();
  const statusName = useCodeName(ORDER_REQUEST_STATUS_NAMES);
  const language = toLanguage(i18n.language);
  const owner = useOrderOwner();
  const money = (cents: number) => formatCents(cents, language);
  // A request the approval rules made is decided by the approvers they named; the others only see it.
  const decidesOn = (r: OrderRequest) =>
    r.approvers === null || r.approvers.some((approver) => approver.id === owner.uid);

  const status: DataTableColumn<OrderRequest> = {
    id: 'status',
    header: t('orders.order.status'),
    cell: (r: OrderRequest) => (
      <span>
        {statusName(r.status)}
        {r.reason ? ` – ${r.reason}` : ''}
      </span>
    ),
  };
  const waitingOnly = filter === 'PENDING_APPROVAL';
  const decidedBy: DataTableColumn<OrderRequest> = {
    id: 'decided-by',
    header: t('orders.requests.decided-by'),
    cell: (r: OrderRequest) => r.decidedByName ?? '–',
  };
  const actions: DataTableColumn<OrderRequest> = {
    id: 'actions',
    header: t('orders.requests.actions'),
    screenOnly: true,
    cell: (r: OrderRequest) =>
      r.status === 'PENDING_APPROVAL' && decidesOn(r) ? (
        <OrderRequestActions request={r} decision={decision} stacks={!waitingOnly} />
      ) : (
        '–'
      ),
  };
  const columns: DataTableColumn<OrderRequest>[] = [
    { id: 'number', header: t('orders.requests.number'), cell: (r: OrderRequest) => r.requestNumber },
    {
      id: 'created',
      header: t('orders.requests.created'),
      cell: (r: OrderRequest) => formatDateTime(r.createdAt),
    },
    { id: 'requester', header: t('orders.requests.requester'), cell: (r: OrderRequest) => r.requesterName },
    { id: 'summary', header: t('orders.requests.summary'), cell: (r: OrderRequest) => r.summary },
    {
      id: 'price',
      header: t('orders.order.one-time'),
      className: styles.amount,
      cell: (r: OrderRequest) => money(r.oneTimeCents),
    },
    {
      id: 'monthly',
      header: t('orders.order.monthly'),
      className: styles.amount,
      cell: (r: OrderRequest) => money(r.monthlyCents),
    },
    ...(waitingOnly ? [] : [status]),
    {
      id: 'approvers',
      header: t('orders.requests.approvers'),
      cell: (r: OrderRequest) =>
        r.approvers === null
          ? t('orders.requests.any-approver')
          : r.approvers.map((approver) => approver.name).join(', '),
    },
    ...(waitingOnly ? [] : [decidedBy]),
    ...(handles ? [actions] : []),
  ];
  return columns;
}

/** A waiting request's three decisions; a decline first asks its reason (the page's dialog). */
function OrderRequestActions({
  request,
  decision,
  stacks,
}: {
  request: OrderRequest;
  decision: OrderRequestDecision;
  stacks: boolean;
}) {
  const { t } = useTranslation();
  return (
    <RowActions wraps={stacks}>
      <Button size="small" onPress={() => void decision.proceed(request)} isDisabled={decision.isPending}>
        {t('orders.requests.proceed')}
      </Button>
      <Button
        size="small"
        variant="secondary"
        onPress={() => decision.run(request, { kind: 'done' })}
        isDisabled={decision.isPending}
      >
        {t('orders.requests.done')}
      </Button>
      <Button
        size="small"
        variant="danger"
        onPress={() => decision.startDecline(request)}
        isDisabled={decision.isPending}
      >
        {t('orders.requests.decline')}
      </Button>
    </RowActions>
  );
}
