import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Checkbox, DataTable, EmptyState, LoadingPlaceholder, Page, PageHeader } from '../../ui';
import { globalCatalogueQuery, templateGroupsQuery, useDisablePermission } from './groups-queries';
import styles from '../../ui/page/page-parts.module.css';

/**
 * §2 /0/admintools/permissions (super admin): the permission catalogue of every company, each permission
 * switched on or off everywhere at once (§7 permissions/disable), and the operator's permission groups that
 * companies are offered as templates.
 */
export function AdminPermissionsPage() {
  const { t } = useTranslation();
  const catalogue = useQuery(globalCatalogueQuery);
  const templates = useQuery(templateGroupsQuery);
  const disable = useDisablePermission();
  return (
    <Page labelledBy="admin-permissions-title">
      <PageHeader id="admin-permissions-title" title={t('groups.admin.title')} />
      <section className={styles.section} aria-labelledby="admin-catalogue-title">
        <h2 id="admin-catalogue-title">{t('groups.admin.catalogue')}</h2>
        <p>{t('groups.admin.help')}</p>
        {catalogue.isPending ? (
          <LoadingPlaceholder label={t('groups.loading')} variant="lines" lines={10} />
        ) : catalogue.isError ? (
          <EmptyState>{t('groups.load-failed')}</EmptyState>
        ) : (
          <div className={styles.checks}>
            {catalogue.data.permissions.map((entry) => (
              <Checkbox
                key={entry.name}
                isSelected={!entry.disabled}
                isDisabled={disable.isPending}
                onChange={(on) => disable.mutate({ permission: entry.name, disabled: !on })}
              >
                {t(`users.permission-names.${entry.name}`)}
              </Checkbox>
            ))}
          </div>
        )}
      </section>
      <section className={styles.section} aria-labelledby="admin-templates-title">
        <h2 id="admin-templates-title">{t('groups.admin.templates')}</h2>
        {templates.data ? (
          <DataTable
            columns={[
              { id: 'name', header: t('groups.name'), cell: (group) => group.name },
              {
                id: 'rights',
                header: t('groups.rights'),
                cell: (group) => group.permissions.map((p) => t(`users.permission-names.${p}`)).join(', '),
              },
            ]}
            rows={templates.data.items}
            rowKey={(group) => group.uid}
          />
        ) : (
          <LoadingPlaceholder label={t('groups.loading')} variant="lines" lines={3} />
        )}
      </section>
    </Page>
  );
}
