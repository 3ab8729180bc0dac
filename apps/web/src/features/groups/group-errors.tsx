import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { Notification } from '../../ui';

const KEYS: Record<number, string> = {
  403: 'groups.not-allowed',
  409: 'groups.illegal-state',
  412: 'groups.changed-meanwhile',
};

/** The message key of the server's refusal of a group's name ('taken'), which the name field tells. */
export const nameRefusal = (error: unknown): string | undefined =>
  error instanceof HttpError && error.status === 400 ? error.fieldErrors.name : undefined;

/**
 * What a refused group write means to the one who tried: not theirs to give, a lock-out, changed meanwhile,
 * or the field the server refused (the name's is told at its field).
 */
export function GroupWriteError({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (!error || nameRefusal(error)) return null;
  const key =
    error instanceof HttpError ? (KEYS[error.status] ?? Object.values(error.fieldErrors)[0]) : undefined;
  return (
    <Notification type={key === 'groups.changed-meanwhile' ? 'warning' : 'error'}>
      {t(key ?? 'groups.save-failed')}
    </Notification>
  );
}
