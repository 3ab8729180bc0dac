import { ORDER_REQUEST_STATUS_NAMES } from '@kaista/domain/orders';
import { formatDate } from '@kaista/domain/shared/formatting';
import { Link } from 'react-router';
import { useCodeName } from '../../lib/i18n/use-code-name';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Widget, type SummaryParts } from './home-widget';
import styles from './home-widgets.module.css';

/**
 * A requester's own order requests: how many wait for approval and the latest, a declined one with the
 * approver's reason, so the answer is seen where the requester lands and not only in the mail.
 */
export function OwnRequestsWidget({
  companyId,
  requests,
}: {
  companyId: string;
  requests: SummaryParts['ownRequests'];
}) {
  const { t } = useTranslation();
  const statusName = useCodeName(ORDER_REQUEST_STATUS_NAMES);
  const list = (status: string) => `/${companyId}/order-requests?status=${status}`;
  return (
    <Widget
      id="own-requests"
      title={t('home.own-requests')}
      more={<Link to={list('ALL')}>{t('home.all-own-requests')}</Link>}
    >
      {requests.latest.length === 0 ? (
        <p className={styles.quiet}>{t('home.no-own-requests')}</p>
      ) : (
        <>
          {requests.pending > 0 ? (
            <Link className={styles.action} to={list('PENDING_APPROVAL')}>
              <span className={styles.count}>{requests.pending}</span>{' '}
              <span>{t('home.own-pending', { count: requests.pending })}</span>
            </Link>
          ) : null}
          <ul className={styles.orders}>
            {requests.latest.map((request) => (
              <li key={request.id} className={styles.order}>
                <Link to={list(request.status)}>{request.requestNumber}</Link>
                <span>{statusName(request.status)}</span>
                <span className={styles.quiet}>
                  {formatDate(request.createdAt)} · {request.summary}
                  {request.status === 'REJECTED' && request.reason ? (
                    <span className={styles.reason}>
                      {t('home.declined-by', { name: request.decidedByName ?? '', reason: request.reason })}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Widget>
  );
}
