import type { ApprovalRule } from '@kaista/domain/orders';
import { useTranslation } from '../../lib/i18n/use-translation';
import { notify } from '../../lib/notifications/notification-store';
import { ConfirmDialog } from '../../ui';
import { useRemoveApprovalRule } from './approval-rules-queries';
import { useRuleText } from './use-rule-text';

/** Removing a rule after a confirmation that names it; open while `removing` is set. */
export function RemoveApprovalRuleDialog({
  companyId,
  removing,
  onClose,
  onRemoved,
}: {
  companyId: string;
  removing: ApprovalRule | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveApprovalRule(companyId);
  const ruleText = useRuleText();
  return (
    <ConfirmDialog
      isOpen={removing !== null}
      onOpenChange={(isOpen) => isOpen || onClose()}
      title={t('orders.rules.remove-title')}
      confirmLabel={t('orders.rules.remove')}
      isPending={remove.isPending}
      onConfirm={() =>
        removing &&
        remove.mutate(removing, {
          onSuccess: () => {
            notify({ type: 'success', text: t('orders.rules.removed') });
            onClose();
            onRemoved();
          },
          onError: () => onClose(),
        })
      }
    >
      {removing ? t('orders.rules.remove-text', { rule: ruleText(removing.condition) }) : null}
    </ConfirmDialog>
  );
}
