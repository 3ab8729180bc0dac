import { SERVICE_STATUS_NAMES } from '@kaista/domain/services';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Widget, type SummaryParts } from './home-widget';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './home-widgets.module.css';

/** Subscriptions in each status, each a link to the services list filtered to that status. */
export function ServicesWidget({
  companyId,
  services,
}: {
  companyId: string;
  services: SummaryParts['services'];
}) {
  const { t } = useTranslation();
  const statusName = useCodeName(SERVICE_STATUS_NAMES);
  return (
    <Widget
      id="services"
      title={t('home.services')}
      more={<Link to={`/${companyId}/services`}>{t('home.all-services')}</Link>}
    >
      {services.byStatus.length === 0 ? (
        <p className={styles.quiet}>{t('home.no-services')}</p>
      ) : (
        <ul className={styles.statuses}>
          {services.byStatus.map((entry) => (
            <li key={entry.status}>
              <Link className={styles.status} to={`/${companyId}/services?status=${entry.status}`}>
                <span>{statusName(entry.status)}</span>{' '}
                <span className={styles.statusCount}>{entry.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
