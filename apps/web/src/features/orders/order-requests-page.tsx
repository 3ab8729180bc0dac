import {
  ORDER_ACCESS,
  ORDER_REQUEST_FILTERS,
  ORDER_REQUEST_LIMITS,
  orderRequestListQuerySchema,
  type OrderRequest,
  type OrderRequestFilter,
} from '@kaista/domain/orders';
import { ORDERING_ACCESS } from '@kaista/domain/ordering';
import { formatCents, formatDateTime, toLanguage } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { HttpError } from '../../lib/http/http-error';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useAccess } from '../../lib/routing/use-access';
import {
  Button,
  DataTable,
  Dropdown,
  EmptyState,
  LoadingPlaceholder,
  Modal,
  Notification,
  Page,
  PageHeader,
  Pager,
  TextField,
  PrimaryLink,
} from '../../ui';
import { orderRequestListQuery, useDecideOrderRequest, type Decision } from './order-requests-queries';
import { useOrderOwner } from './use-order-owner';
import styles from './orders.module.css';

/**
 * §2 /{companyId}/order-requests: the company's order requests by the §4 filter (waiting for approval by
 * default); each waiting one can be declined with a reason, marked as done, or taken to an order (its lines
 * become the approver's cart, and the order capture opens on it; the cart's submit completes the request).
 * An employee who only requests (§4) sees their own requests here, and starts a new one from the order capture.
 * Each request names the approvers it waits for: those the approval rules named (only they see its actions),
 * or any approver of the company.
 */
export function OrderRequestsPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const owner = useOrderOwner();
  const navigate = useNavigate();
  const { state: params, update } = useListUrlState(orderRequestListQuerySchema);
  const requests = useQuery(orderRequestListQuery(owner, params));
  const decide = useDecideOrderRequest(owner);
  const errorText = useFieldErrorText();
  const handles = useAccess(ORDER_ACCESS.handleRequests);
  // A new request starts from a cart: only who may build one is shown the way there.
  const buildsCarts = useAccess(ORDERING_ACCESS.order);
  const [declining, setDeclining] = useState<OrderRequest | null>(null);
  const [reason, setReason] = useState('');
  const money = (cents: number) => formatCents(cents, language);
  // A request the approval rules made is decided by the approvers they named; the others only see it.
  const decidesOn = (r: OrderRequest) =>
    r.approvers === null || r.approvers.some((approver) => approver.id === owner.uid);

  // A refusal with field errors shows no notice (a write's default): the page tells it where the user acted,
  // the decline's reason in its dialog, a proceed's (a bulk file that no longer passes its checks) above the list.
  const refusal = decide.error instanceof HttpError ? Object.values(decide.error.fieldErrors)[0] : undefined;
  const wasDecline = decide.variables?.decision.kind === 'decline';
  const reasonRefused = wasDecline ? refusal : undefined;
  const decisionRefused = wasDecline ? undefined : refusal;
  const closeDecline = () => {
    setDeclining(null);
    decide.reset();
  };

  const run = (request: OrderRequest, decision: Decision) =>
    decide.mutate(
      { request, decision },
      {
        onSuccess: (proceeded) => {
          setDeclining(null);
          setReason('');
          if (proceeded?.orderId) void navigate(`/${owner.id}/orders/${proceeded.orderId}`);
          else if (proceeded?.cartCode) void navigate(`/${owner.id}/order/new/cart`);
        },
      },
    );

  const columns = [
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
      id: 'status',
      header: t('orders.order.status'),
      cell: (r: OrderRequest) => (
        <span>
          {t(`orders.requests.status.${r.status}`)}
          {r.reason ? ` – ${r.reason}` : ''}
        </span>
      ),
    },
    {
      id: 'approvers',
      header: t('orders.requests.approvers'),
      cell: (r: OrderRequest) =>
        r.approvers === null
          ? t('orders.requests.any-approver')
          : r.approvers.map((approver) => approver.name).join(', '),
    },
    {
      id: 'actions',
      header: handles ? t('orders.requests.actions') : t('orders.requests.decided-by'),
      cell: (r: OrderRequest) =>
        handles && r.status === 'PENDING_APPROVAL' && decidesOn(r) ? (
          <div className={styles.actions}>
            <Button size="small" onPress={() => run(r, { kind: 'proceed' })} isDisabled={decide.isPending}>
              {t('orders.requests.proceed')}
            </Button>
            <Button
              size="small"
              variant="secondary"
              onPress={() => run(r, { kind: 'done' })}
              isDisabled={decide.isPending}
            >
              {t('orders.requests.done')}
            </Button>
            <Button
              size="small"
              variant="danger"
              onPress={() => setDeclining(r)}
              isDisabled={decide.isPending}
            >
              {t('orders.requests.decline')}
            </Button>
          </div>
        ) : (
          (r.decidedByName ?? '')
        ),
    },
  ];

  return (
    <Page labelledBy="order-requests-title">
      <PageHeader
        id="order-requests-title"
        title={t('shell.nav.order-requests')}
        intro={handles ? undefined : t('orders.requests.own-intro')}
        actions={
          handles ? (
            <Link className={styles.link} to="rules">
              {t('orders.rules.title')}
            </Link>
          ) : buildsCarts ? (
            <PrimaryLink to={`/${owner.id}/order/new`}>{t('orders.requests.new')}</PrimaryLink>
          ) : undefined
        }
      />
      <div className={styles.filters}>
        <Dropdown
          label={t('orders.requests.filter')}
          options={ORDER_REQUEST_FILTERS.map((filter) => ({
            id: filter,
            label: t(`orders.requests.filters.${filter}`),
          }))}
          value={params.status}
          onChange={(value) => update({ status: (value ?? 'PENDING_APPROVAL') as OrderRequestFilter })}
        />
      </div>
      {requests.isPending ? (
        <LoadingPlaceholder label={t('orders.loading')} variant="page" />
      ) : requests.isError ? (
        <EmptyState>{t('orders.load-failed')}</EmptyState>
      ) : requests.data.items.length === 0 ? (
        <EmptyState>{t('orders.requests.none')}</EmptyState>
      ) : (
        <>
          {decisionRefused ? (
            <Notification type="error" isLive>
              {errorText(decisionRefused)}
            </Notification>
          ) : null}
          <DataTable
            caption={t('shell.nav.order-requests')}
            columns={columns}
            rows={requests.data.items}
            rowKey={(r) => r.id}
          />
          <Pager
            label={t('orders.list.paging')}
            offset={params.offset}
            pageSize={params.pageSize}
            page={requests.data}
            onOffset={(offset) => update({ offset })}
          />
        </>
      )}
      <Modal
        isOpen={declining !== null}
        onOpenChange={(open) => {
          if (!open) closeDecline();
        }}
        title={t('orders.requests.decline-title', { number: declining?.requestNumber ?? '' })}
        closeLabel={t('orders.requests.cancel')}
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" onPress={closeDecline}>
              {t('orders.requests.cancel')}
            </Button>
            <Button
              variant="danger"
              isDisabled={!reason.trim()}
              isLoading={decide.isPending}
              loadingLabel={t('orders.requests.saving')}
              onPress={() => declining && run(declining, { kind: 'decline', reason: reason.trim() })}
            >
              {t('orders.requests.decline')}
            </Button>
          </div>
        }
      >
        <TextField
          label={t('orders.requests.reason')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (reasonRefused) decide.reset();
          }}
          errorMessage={errorText(reasonRefused, reason)}
          maxLength={ORDER_REQUEST_LIMITS.reasonMax}
          isMultiline
          isRequired
        />
      </Modal>
    </Page>
  );
}
