import type { SubmitShopOrder } from '@kaista/domain/matsku';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { i18n } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications/notification-store';
import { useCompanyId } from '../../lib/routing/company-id';
import { EmptyState, LoadingPlaceholder, Page, PageHeader, PrimaryLink } from '../../ui';
import { CartLines } from './cart-lines';
import { cartQuery, useSubmitOrder } from './matsku-queries';
import styles from './order-summary-page.module.css';
import parts from './shop-parts.module.css';
import { OrderForm } from './order-form';
import { PastOrders } from './past-orders';

/** §2 /{companyId}/matsku/ordersummary: the basket's lines, the total and the order's delivery details. */
export function OrderSummaryPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const cart = useQuery(cartQuery(companyId));
  const order = useSubmitOrder(companyId);

  const submit = async (values: SubmitShopOrder) => {
    const placed = await order.mutateAsync(values);
    notify({
      text: t('matsku.order.placed', { number: placed.orderNumber }),
      language: i18n.language,
      type: 'success',
      disableAutoHide: true,
    });
    await navigate(`/${companyId}/matsku`, { replace: true });
  };

  return (
    <Page labelledBy="order-title">
      <PageHeader id="order-title" title={t('shell.pages.matsku-order-summary')} />
      {cart.isPending ? (
        <LoadingPlaceholder label={t('matsku.loading')} variant="page" />
      ) : !cart.data || cart.data.entries.length === 0 ? (
        <EmptyState
          action={<PrimaryLink to={`/${companyId}/matsku`}>{t('matsku.product.back')}</PrimaryLink>}
        >
          {t('matsku.order.empty')}
        </EmptyState>
      ) : (
        <div className={styles.summary}>
          <section aria-labelledby="order-lines">
            <h2 id="order-lines" className={parts.panelTitle}>
              {t('matsku.order.lines')}
            </h2>
            <CartLines cart={cart.data} companyId={companyId} />
          </section>
          <OrderForm companyId={companyId} cart={cart.data} onSubmit={submit} isBusy={order.isPending} />
        </div>
      )}
      {!cart.isPending && <PastOrders companyId={companyId} />}
    </Page>
  );
}
