import { useTranslation } from '../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../ui';
import type { ServicesQuestion } from './cease-confirm';

/** The packages and monthly fees the change is between, each already in the reader's words. */
interface PackageChange {
  from: string;
  to: string;
  currentPrice: string;
  newPrice: string;
}

/**
 * The question before a package change is ordered (§4 change package): the order is made at once and
 * changes what the service costs, so it is asked once, naming both packages and the new monthly fee.
 */
export function ChangePackageConfirm({
  what,
  change,
  isOpen,
  onOpenChange,
  isPending,
  onConfirm,
}: Omit<ServicesQuestion, 'what' | 'count'> & { what: string; change: PackageChange }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('services.change-package.confirm-title')}
      confirmLabel={t('services.action.change-package')}
      isPending={isPending}
      onConfirm={onConfirm}
    >
      <p>{t('services.change-package.confirm', { what, ...change })}</p>
    </ConfirmDialog>
  );
}
