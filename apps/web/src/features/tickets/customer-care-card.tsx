import { loadsCustomerCareInfo } from '@kaista/domain/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { EmailLink } from '../../ui';
import { useSessionUser } from '../../lib/session/use-session-user';
import { customerServiceGroupQuery } from './tickets-queries';
import styles from './customer-care-card.module.css';

/**
 * §6 customer care info, §7 GET /customerservicegroup: the desk that serves the company (business customer
 * service, or the partner desk for a retailer), for who may call it: DC, CC, service users and managers.
 * Beside a new ticket, for what cannot wait for an answer to one.
 */
export function CustomerCareCard({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const isShown = loadsCustomerCareInfo(user, companyId);
  const group = useQuery({ ...customerServiceGroupQuery(companyId), enabled: isShown });
  if (!isShown || !group.data) return null;
  const { name, phone, email, openingHours } = group.data;
  return (
    <aside className={styles.card} aria-labelledby="customer-care-title">
      <h2 id="customer-care-title" className={styles.title}>
        {t('tickets.care.title')}
      </h2>
      <p>{t('tickets.care.intro', { name, hours: openingHours })}</p>
      <p className={styles.contacts}>
        <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
        <EmailLink email={email} />
      </p>
    </aside>
  );
}
