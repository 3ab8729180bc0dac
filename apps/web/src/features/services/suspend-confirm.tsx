import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui';

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
}: {
  /** The service's number, or null for a bulk run's `count` services. */
  what: string | null;
  count: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  onConfirm: () => void;
}) {
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
