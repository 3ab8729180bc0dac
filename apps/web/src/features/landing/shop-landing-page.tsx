import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCompanyId } from '../../lib/routing/company-id';
import { companyQuery } from '../../lib/session/company-query';
import styles from './landing.module.css';

/** §2 /{companyId}/matsku: the partner shop's front page; the shop itself is another release. */
export function ShopLandingPage() {
  const { t } = useTranslation();
  const company = useQuery(companyQuery(useCompanyId()));
  return (
    <section className={styles.landing} aria-labelledby="shop-title">
      <h1 id="shop-title">{t('shell.nav.matsku')}</h1>
      {company.data ? <p className={styles.greeting}>{company.data.name}</p> : null}
      <p className={styles.note}>{t('landing.shop-note')}</p>
    </section>
  );
}
