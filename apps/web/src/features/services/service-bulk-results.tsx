import { formatServiceNumber, type BulkServiceResult } from '@kaista/domain/services';
import { apiErrorMessageKey, isApiErrorCode } from '@kaista/domain/shared/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Notification } from '../../ui';
import styles from './services.module.css';

/** What one refused service's code means, in words. */
function useReason() {
  const { t } = useTranslation();
  return (code: string | null) =>
    code === 'NOT_FOUND'
      ? t('services.not-found')
      : code === 'FORBIDDEN'
        ? t('error.missing-permission')
        : t(isApiErrorCode(code) ? apiErrorMessageKey(code) : 'services.action-failed');
}

/** A bulk run's outcome: how many were done, then each service with what became of it. */
export function ServiceBulkResults({ results }: { results: BulkServiceResult['results'] }) {
  const { t } = useTranslation();
  const reason = useReason();
  return (
    <>
      <Notification type={results.every((result) => result.ok) ? 'success' : 'warning'}>
        {t('services.bulk.summary', {
          done: results.filter((result) => result.ok).length,
          total: results.length,
        })}
      </Notification>
      <ul className={styles.bulkResults} aria-label={t('services.bulk.results')}>
        {results.map((result) => (
          <li key={result.serviceId}>
            {result.number ? formatServiceNumber(result.number) : result.serviceId}:{' '}
            {result.ok ? t('services.bulk.done') : reason(result.code)}
          </li>
        ))}
      </ul>
    </>
  );
}
