import type { TerminationKind } from '@kaista/domain/services';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../ui';

/** A question asked once before services change for good or for long, one service or a bulk run's. */
export interface ServicesQuestion {
  /** The service's number, or null for a bulk run's `count` services. */
  what: string | null;
  count: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  onConfirm: () => void;
}

/**
 * The question before services end (§4 cease, one service or a bulk run): an ended service cannot be taken
 * back into use, so it is asked once, naming what ends and when, and that a number waived is given up.
 * `date` is null for at once.
 */
export function CeaseConfirm({
  what,
  count,
  kind,
  date,
  isOpen,
  onOpenChange,
  isPending,
  onConfirm,
}: ServicesQuestion & { kind: TerminationKind; date: string | null }) {
  const { t } = useTranslation();
  const subject = what ?? t('services.cease.confirm-services', { count });
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('services.cease.confirm-title', { count })}
      confirmLabel={t('services.action.cease')}
      isPending={isPending}
      onConfirm={onConfirm}
    >
      <p>
        {date
          ? t('services.cease.confirm-scheduled', { what: subject, date: formatDate(date) })
          : t('services.cease.confirm-now', { what: subject })}
      </p>
      {kind === 'scheduledNumberWaived' ? (
        <p>{t('services.cease.confirm-number-waived', { count })}</p>
      ) : null}
    </ConfirmDialog>
  );
}
