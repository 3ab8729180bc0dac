import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompanyId } from '../../lib/routing/company-id';
import { BackLink, Page, PageHeader } from '../../ui';
import { PoaList } from './poa-list';
import styles from './services.module.css';

/** The company's powers of attorney (§7 /poa) with the result of each one's signing. */
export function PoaListPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  return (
    <Page labelledBy="poas-title">
      <BackLink to={`/${companyId}/services`}>{t('services.back')}</BackLink>
      <PageHeader id="poas-title" title={t('services.poa.list.title')} />
      <p className={styles.muted}>{t('services.poa.list.help')}</p>
      <PoaList companyId={companyId} headingId="poas-title" />
    </Page>
  );
}
