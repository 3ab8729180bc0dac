import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { Notification } from '../../ui';

const KEYS: Record<number, string> = {
  403: 'groups.not-allowed',
  409: 'groups.illegal-state',
  412: 'groups.changed-meanwhile',
};

/**
 * What a refused group write means to the one who tried: not theirs to give, a lock-out, changed meanwhile,
 * or the field the server refused.
 */
export function GroupWriteError({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  const key =
    error instanceof HttpError ? (KEYS[error.status] ?? Object.values(error.fieldErrors)[0]) : undefined;
  return (
    <Notification type={key === 'groups.changed-meanwhile' ? 'warning' : 'error'}>
      {t(key ?? 'groups.save-failed')}
    </Notification>
  );
}
