import { formatServiceNumber, isEnded, type ServiceDetail } from '@kaista/domain/services';
import { menuRequirement } from '@kaista/domain/shared/roles';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useAccess } from '../../lib/routing/use-access';
import styles from './services.module.css';

/**
 * A fault report about a service in use, for one who may write tickets: the tickets area's new ticket, filled in
 * from the query with the subscription it is about and a text naming its number, package and user (features
 * link by URL, as an invoice's question does), so that customer care knows at once which subscription is at fault.
 */
export function FaultReport({ companyId, service }: { companyId: string; service: ServiceDetail }) {
  const { t } = useTranslation();
  const mayReport = useAccess(menuRequirement('new-ticket'));
  if (!mayReport || isEnded(service.status)) return null;
  const number = formatServiceNumber(service.number);
  const about = { number, package: service.packageName, user: service.userName };
  const query = new URLSearchParams({
    type: 'INCIDENT',
    service: service.id,
    subject: t('services.fault.subject', { number }),
    description: t(service.userName ? 'services.fault.text-with-user' : 'services.fault.text', about),
  });
  return (
    <section className={styles.section} aria-labelledby="service-fault">
      <h2 id="service-fault">{t('services.fault.title')}</h2>
      <p className={styles.muted}>{t('services.fault.intro')}</p>
      <Link to={`/${companyId}/tickets/new?${query.toString()}`}>{t('services.fault.report')}</Link>
    </section>
  );
}
