import { apiErrorMessageKey, isApiErrorCode } from '@kaista/domain/shared/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { HttpError } from '../../lib/http/http-error';
import { Notification } from '../../ui';

/** The server's words (a translation key) about one of the action's controls, from a 400's fieldErrors. */
export function actionFieldError(error: Error | null, field: string): string | undefined {
  return error instanceof HttpError ? error.fieldErrors[field] : undefined;
}

interface ActionErrorProps {
  error: Error | null;
  /**
   * The fields whose controls are on screen and show their own error (actionFieldError): the notice is not
   * repeated for them. A field error without a control is told here, in its own words.
   */
  fields?: readonly string[];
}

/** What a refused action means to the one who tried: changed meanwhile, not allowed, or the §8 code's text. */
export function ActionError({ error, fields = [] }: ActionErrorProps) {
  const { t } = useTranslation();
  const fieldText = useFieldErrorText();
  if (!error) return null;
  if (error instanceof HttpError && error.status === 412)
    return <Notification type="warning">{t('services.changed-meanwhile')}</Notification>;
  const fieldErrors = error instanceof HttpError ? Object.entries(error.fieldErrors) : [];
  if (fieldErrors.some(([field]) => fields.includes(field))) return null;
  const [, fieldKey] = fieldErrors[0] ?? [];
  if (fieldKey) return <Notification type="error">{fieldText(fieldKey)}</Notification>;
  const key =
    error instanceof HttpError && isApiErrorCode(error.code)
      ? apiErrorMessageKey(error.code)
      : error instanceof HttpError && error.status === 403
        ? 'error.missing-permission'
        : 'services.action-failed';
  return <Notification type="error">{t(key)}</Notification>;
}
