import { useTranslation } from '../../lib/i18n/use-translation';
import { showErrorNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';

/** A refused update that is not about a field: 412 says someone changed the company meanwhile. */
export function useUpdateErrors(): (error: Error) => void {
  const { t } = useTranslation();
  return (error) => {
    if (!(error instanceof HttpError)) notify({ type: 'error', text: t('error.generic') });
    else if (error.status === 412) notify({ type: 'warning', text: t('company-info.changed-meanwhile') });
    else showErrorNotice(error);
  };
}
