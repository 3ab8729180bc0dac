import { useTranslation } from '../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../ui';
import type { OrderRequestDecision } from './use-order-request-decision';

/** Proceeding with a cart's request replaces the approver's cart: one that holds products is asked first. */
export function ReplaceCartDialog({ decision }: { decision: OrderRequestDecision }) {
  const { t } = useTranslation();
  const { replacing } = decision;
  return (
    <ConfirmDialog
      isOpen={replacing !== null}
      onOpenChange={(open) => {
        if (!open) decision.cancelReplace();
      }}
      title={t('orders.requests.replace-cart-title')}
      confirmLabel={t('orders.requests.proceed')}
      onConfirm={decision.confirmReplace}
    >
      <p>
        {t('orders.requests.replace-cart', {
          count: replacing?.items ?? 0,
          number: replacing?.request.requestNumber ?? '',
        })}
      </p>
    </ConfirmDialog>
  );
}
