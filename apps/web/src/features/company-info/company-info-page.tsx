import { useQuery } from '@tanstack/react-query';
import { formatServiceNumber } from '@kaista/domain/services';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompanyId } from '../../lib/routing/company-id';
import { companyQuery } from '../../lib/session/company-query';
import { DataTable, EmailLink, LoadingPlaceholder, Page, PageHeader } from '../../ui';
import { CompanyDetails } from './company-details';
import { administratorsQuery, externalLinksQuery, sitesQuery, storesQuery } from './company-info-queries';
import styles from './company-info.module.css';
import { ExternalLinks } from './external-links';

/** §2 /{companyId}/company/info: the company's contact details, links, administrators, sites and stores. */
export function CompanyInfoPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const company = useQuery(companyQuery(companyId));
  const links = useQuery(externalLinksQuery(companyId));
  const administrators = useQuery(administratorsQuery(companyId));
  const sites = useQuery(sitesQuery(companyId));
  const stores = useQuery(storesQuery(companyId));
  const address = (row: { street: string; postalNumber: string; city: string }) =>
    `${row.street}, ${row.postalNumber} ${row.city}`;

  return (
    <Page labelledBy="company-info-title">
      <PageHeader
        id="company-info-title"
        title={t('shell.nav.contact-details')}
        intro={t('company-info.intro')}
      />
      {company.data ? (
        <CompanyDetails company={company.data} />
      ) : (
        <LoadingPlaceholder label={t('company-info.loading')} />
      )}
      {company.data && links.data ? <ExternalLinks company={company.data} links={links.data} /> : null}
      <section className={styles.section} aria-labelledby="company-info-administrators">
        <h2 id="company-info-administrators">{t('company-info.administrators')}</h2>
        {administrators.data ? (
          <DataTable
            rows={administrators.data}
            rowKey={(row) => row.uid}
            columns={[
              { id: 'name', header: t('company-info.name'), cell: (row) => row.name },
              {
                id: 'email',
                header: t('company-info.email'),
                cell: (row) => <EmailLink email={row.email} />,
              },
              {
                id: 'phone',
                header: t('company-info.phone'),
                cell: (row) => (row.phone ? formatServiceNumber(row.phone) : '–'),
              },
            ]}
          />
        ) : (
          <LoadingPlaceholder label={t('company-info.loading')} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="company-info-sites">
        <h2 id="company-info-sites">{t('company-info.sites')}</h2>
        {sites.data?.length === 0 ? <p className={styles.muted}>{t('company-info.no-sites')}</p> : null}
        {sites.data?.length ? (
          <DataTable
            rows={sites.data}
            rowKey={(row) => row.id}
            columns={[
              { id: 'name', header: t('company-info.site'), cell: (row) => row.name },
              { id: 'address', header: t('company-info.address'), cell: address },
            ]}
          />
        ) : null}
      </section>
      {stores.data?.length ? (
        <section className={styles.section} aria-labelledby="company-info-stores">
          <h2 id="company-info-stores">{t('company-info.stores')}</h2>
          <DataTable
            rows={stores.data}
            rowKey={(row) => row.id}
            columns={[
              { id: 'store', header: t('company-info.store-id'), cell: (row) => row.id },
              { id: 'name', header: t('company-info.store'), cell: (row) => row.name },
              { id: 'address', header: t('company-info.address'), cell: address },
            ]}
          />
        </section>
      ) : null}
    </Page>
  );
}
