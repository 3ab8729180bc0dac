import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import { Button, EmptyState, LoadingPlaceholder, Notification, Page, PageHeader } from '../../ui';
import { OrderSteps } from './order-steps';
import { useCart, useSubmitOrder } from './ordering-queries';
import { totalsText } from './price-text';
import styles from './ordering.module.css';

/**
 * §2 /order/new/details: the order's totals and its submit. §4: a manual credit check shows the credit-check
 * article as a persistent warning; otherwise an info notification gives the order number.
 */
export function DetailsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { cart, isPending } = useCart();
  const submit = useSubmitOrder();
  if (isPending) return <LoadingPlaceholder label={t('ordering.loading')} />;

  async function order() {
    if (!cart) return;
    try {
      const result = await submit.mutateAsync(cart);
      notify(
        result.manualCheckRequired
          ? {
              type: 'warning',
              text: t('ordering.manual-check', { number: result.orderNumber }),
              disableAutoHide: true,
            }
          : { type: 'info', text: t('ordering.submitted', { number: result.orderNumber }) },
      );
      void navigate('..', { relative: 'path' });
    } catch (error) {
      if (error instanceof HttpError && Object.keys(error.fieldErrors).length > 0)
        void navigate('../contents', { relative: 'path' });
    }
  }

  return (
    <Page labelledBy="details-title">
      <PageHeader id="details-title" title={t('ordering.steps.details')} />
      <OrderSteps />
      {!cart || cart.lines.length === 0 ? (
        <EmptyState>{t('ordering.empty-cart')}</EmptyState>
      ) : (
        <>
          <ul className={styles.lines}>
            {cart.lines.map((line) => (
              <li key={line.orderlineBundleNo} className={styles.summaryRow}>
                <span>
                  {line.quantity} × {line.products[0]?.name ?? line.name}
                </span>
                <span>{totalsText(t, i18n.language, line.totals)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            {t('ordering.total')}: {totalsText(t, i18n.language, cart.totals)}
          </p>
          {cart.issues.length > 0 ? (
            <Notification type="warning">
              {t('ordering.incomplete', { count: cart.issues.length })}
            </Notification>
          ) : null}
          <Button
            onPress={() => void order()}
            isLoading={submit.isPending}
            loadingLabel={t('ordering.submitting')}
          >
            {t('ordering.submit')}
          </Button>
        </>
      )}
    </Page>
  );
}
