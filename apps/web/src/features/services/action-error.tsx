import { apiErrorMessageKey, isApiErrorCode } from '@kaista/domain/shared/api';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/http/http-error';
import { Notification } from '../../ui';

/** What a refused action means to the one who tried: changed meanwhile, not allowed, or the §8 code's text. */
export function ActionError({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  if (error instanceof HttpError && error.status === 412)
    return <Notification type="warning">{t('services.changed-meanwhile')}</Notification>;
  const key =
    error instanceof HttpError && isApiErrorCode(error.code)
      ? apiErrorMessageKey(error.code)
      : error instanceof HttpError && error.status === 403
        ? 'error.missing-permission'
        : 'services.action-failed';
  return <Notification type="error">{t(key)}</Notification>;
}
