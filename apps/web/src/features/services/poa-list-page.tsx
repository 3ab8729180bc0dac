import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { Page, PageHeader } from '../../ui';
import { PoaList } from './poa-list';
import styles from './services.module.css';

/** The company's powers of attorney (§7 /poa) with the result of each one's signing. */
export function PoaListPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  return (
    <Page labelledBy="poas-title">
      <PageHeader
        id="poas-title"
        title={t('services.poa.list.title')}
        actions={
          <Link className={styles.link} to={`/${companyId}/services`}>
            {t('services.poa.list.back')}
          </Link>
        }
      />
      <p className={styles.muted}>{t('services.poa.list.help')}</p>
      <PoaList companyId={companyId} headingId="poas-title" />
    </Page>
  );
}
