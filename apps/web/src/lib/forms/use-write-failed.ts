import { useTranslation } from '../i18n/use-translation';
import { showErrorNotice } from '../http/error-notice';
import { HttpError } from '../http/http-error';
import { notify } from '../notifications/notification-store';

/**
 * What a failed save or delete of a silent write says: field errors go to the form when it has fields, a stale
 * version (412) says `changedMeanwhile` (the text key of the area's own words, asking for a reload), any other
 * answer shows its §8 notice.
 */
export function useWriteFailed(changedMeanwhile: string) {
  const { t } = useTranslation();
  return (error: Error, showOnFields?: (fieldErrors: Record<string, string>) => void) => {
    if (error instanceof HttpError && showOnFields && Object.keys(error.fieldErrors).length)
      showOnFields(error.fieldErrors);
    else if (error instanceof HttpError && error.status === 412)
      notify({ type: 'warning', text: t(changedMeanwhile) });
    else if (error instanceof HttpError) showErrorNotice(error);
    else notify({ type: 'error', text: t('error.generic') });
  };
}
