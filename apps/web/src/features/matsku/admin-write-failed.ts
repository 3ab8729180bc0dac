import { useTranslation } from '../../lib/i18n/use-translation';
import { showErrorNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';

/** A change sent on a version another change had replaced (412). */
export const isChangedMeanwhile = (error: Error) => error instanceof HttpError && error.status === 412;

/**
 * What a failed admin change tells the operator: field errors go to the form when it has fields, a stale
 * version (412) says another change came first (the lists reload), any other answer shows its §8 notice.
 */
export function useAdminWriteFailed() {
  const { t } = useTranslation();
  return (error: Error, showOnFields?: (fieldErrors: Record<string, string>) => void) => {
    if (error instanceof HttpError && showOnFields && Object.keys(error.fieldErrors).length)
      showOnFields(error.fieldErrors);
    else if (isChangedMeanwhile(error))
      notify({ type: 'warning', text: t('matsku.admin.changed-meanwhile') });
    else if (error instanceof HttpError) showErrorNotice(error);
    else notify({ type: 'error', text: t('error.generic') });
  };
}
