import {
  ORDER_ACCESS,
  ORDER_REQUEST_FILTERS,
  orderRequestListQuerySchema,
  type OrderRequestFilter,
} from '@kaista/domain/orders';
import { ORDERING_ACCESS } from '@kaista/domain/ordering';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { pageTotal } from '../../lib/lists/page-total';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useAccess } from '../../lib/routing/use-access';
import {
  DoneNotice,
  Dropdown,
  FilterBar,
  Notification,
  Page,
  PageHeader,
  PrimaryLink,
  QueryTable,
  RelatedLink,
} from '../../ui';
import { DeclineOrderRequestDialog } from './decline-order-request-dialog';
import { useOrderRequestColumns } from './order-request-columns';
import { ReplaceCartDialog } from './replace-cart-dialog';
import { orderRequestListQuery } from './order-requests-queries';
import { useOrderOwner } from './use-order-owner';
import { useOrderRequestDecision } from './use-order-request-decision';

/**
 * §2 /{companyId}/order-requests: the company's order requests by the §4 filter (waiting for approval by
 * default); each waiting one can be declined with a reason, marked as done, or taken to an order (its lines
 * become the approver's cart, and the order capture opens on it; the cart's submit completes the request).
 * An employee who only requests (§4) sees their own requests here, and starts a new one from the order capture.
 * Each request names the approvers it waits for: those the approval rules named (only they see its actions),
 * or any approver of the company.
 */
export function OrderRequestsPage() {
  const { t } = useTranslation();
  const owner = useOrderOwner();
  const { state: params, update } = useListUrlState(orderRequestListQuerySchema);
  const requests = useQuery(orderRequestListQuery(owner, params));
  useOffsetInRange(requests.data, params, update);
  const decision = useOrderRequestDecision(owner);
  const errorText = useFieldErrorText();
  const handles = useAccess(ORDER_ACCESS.handleRequests);
  // A new request starts from a cart: only who may build one is shown the way there.
  const buildsCarts = useAccess(ORDERING_ACCESS.order);
  const columns = useOrderRequestColumns(handles, decision, params.status);

  return (
    <Page labelledBy="order-requests-title">
      <PageHeader
        id="order-requests-title"
        title={t('shell.nav.order-requests')}
        intro={
          handles
            ? undefined
            : t(buildsCarts ? 'orders.requests.own-intro' : 'orders.requests.own-intro-no-cart')
        }
        actions={
          handles ? (
            <RelatedLink to="rules">{t('orders.rules.title')}</RelatedLink>
          ) : buildsCarts ? (
            <PrimaryLink to={`/${owner.id}/order/new`}>{t('orders.requests.new')}</PrimaryLink>
          ) : undefined
        }
      />
      <FilterBar label={t('orders.requests.filters-label')} layout="wrap">
        <Dropdown
          label={t('orders.requests.filter')}
          options={ORDER_REQUEST_FILTERS.map((filter) => ({
            id: filter,
            label: t(`orders.requests.filters.${filter}`),
          }))}
          value={params.status}
          onChange={(value) => update({ status: (value ?? 'PENDING_APPROVAL') as OrderRequestFilter })}
        />
      </FilterBar>
      {decision.decided ? (
        <DoneNotice key={decision.decided.requestNumber}>
          {t(`orders.requests.decided.${decision.decided.kind}`, { number: decision.decided.requestNumber })}
        </DoneNotice>
      ) : null}
      {decision.decisionRefused ? (
        <Notification type="error" isLive>
          {errorText(decision.decisionRefused)}
        </Notification>
      ) : null}
      <QueryTable
        query={requests}
        loading={{ label: t('orders.loading'), variant: 'page' }}
        failed={t('orders.load-failed')}
        count={(data) => t('orders.requests.count', { total: pageTotal(data) })}
        empty={t('orders.requests.none')}
        caption={t('shell.nav.order-requests')}
        columns={columns}
        rowKey={(r) => r.id}
        pagingLabel={t('orders.list.paging')}
        offset={params.offset}
        pageSize={params.pageSize}
        onOffset={(offset) => update({ offset })}
      />
      <DeclineOrderRequestDialog decision={decision} />
      <ReplaceCartDialog decision={decision} />
    </Page>
  );
}
