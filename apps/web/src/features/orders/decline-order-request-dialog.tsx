import { ORDER_REQUEST_LIMITS } from '@kaista/domain/orders';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { Button, Modal, TextField } from '../../ui';
import type { OrderRequestDecision } from './use-order-request-decision';
import styles from './orders.module.css';

/** Declining asks for the reason, which the requester sees; open while a request is being declined. */
export function DeclineOrderRequestDialog({ decision }: { decision: OrderRequestDecision }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { declining, reason, closeDecline } = decision;
  return (
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
            isLoading={decision.isPending}
            loadingLabel={t('orders.requests.saving')}
            onPress={decision.decline}
          >
            {t('orders.requests.decline')}
          </Button>
        </div>
      }
    >
      <TextField
        label={t('orders.requests.reason')}
        value={reason.value}
        onChange={decision.changeReason}
        ref={reason.ref}
        errorMessage={errorText(decision.reasonRefused ?? reason.issue, reason.value)}
        maxLength={ORDER_REQUEST_LIMITS.reasonMax}
        isMultiline
        isRequired
      />
    </Modal>
  );
}
