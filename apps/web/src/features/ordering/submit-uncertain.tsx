import { apiErrorMessageKey } from '@kaista/domain/shared/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { HttpError } from '../../lib/http/http-error';
import { Button, Notification } from '../../ui';

/** The text of a submit the server refused (no order): a stale cart, or a §8 code; field errors go to fields. */
export function refusalKey(error: HttpError): string | null {
  if (error.status === 412) return 'ordering.changed-meanwhile';
  return error.code ? apiErrorMessageKey(error.code) : null;
}

/** Says that a submit got no answer, so it may have ordered, and offers to send it again under its key. */
export function SubmitUncertain({ onRetry, isPending }: { onRetry: () => void; isPending: boolean }) {
  const { t } = useTranslation();
  return (
    <Notification type="warning" isLive>
      <p>{t('ordering.submit-uncertain')}</p>
      <Button variant="secondary" onPress={onRetry} isLoading={isPending}>
        {t('ordering.submit-again')}
      </Button>
    </Notification>
  );
}
