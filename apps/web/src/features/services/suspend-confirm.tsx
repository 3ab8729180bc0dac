import { useTranslation } from '../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../ui';
import type { ServicesQuestion } from './cease-confirm';

/**
 * The question before services are suspended (§4 suspend, one service or a bulk run): a suspended service
 * cannot be used until it is resumed, so it is asked once, naming what is suspended.
 */
export function SuspendConfirm({
  what,
  count,
  isOpen,
  onOpenChange,
  isPending,
  onConfirm,
}: ServicesQuestion) {
  const { t } = useTranslation();
  const subject = what ?? t('services.cease.confirm-services', { count });
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('services.suspension.confirm-title', { count })}
      // Not the bare 'Sulje': in Finnish the dialog's own close button is named so too.
      confirmLabel={t('services.suspension.confirm-action', { count })}
      isPending={isPending}
      onConfirm={onConfirm}
    >
      <p>{t('services.suspension.confirm', { what: subject, count })}</p>
    </ConfirmDialog>
  );
}
