import { PERMISSION_DISPLAY_NAMES, ROLE_DISPLAY_NAMES } from '@kaista/domain/shared/roles';
import { CUSTOM_SELECTIONS_TEMPLATE_ID } from '@kaista/domain/groups';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Checkbox, DataTable, Page, PageHeader, PrimaryLink, QueryContent } from '../../ui';
import { globalCatalogueQuery, offeredTemplatesQuery, useDisablePermission } from './groups-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from '../../ui/page/page-parts.module.css';

/**
 * §2 /0/admintools/permissions (super admin): the permission catalogue of every company, each permission
 * switched on or off everywhere at once (§7 permissions/disable), and the operator's permission groups that
 * companies are offered as templates, each opened for editing, with the custom-selections entry (§3) that is
 * always offered last.
 */
export function AdminPermissionsPage() {
  const { t } = useTranslation();
  const roleName = useCodeName(ROLE_DISPLAY_NAMES);
  const permissionName = useCodeName(PERMISSION_DISPLAY_NAMES);
  const catalogue = useQuery(globalCatalogueQuery);
  const templates = useQuery(offeredTemplatesQuery);
  const disable = useDisablePermission();
  return (
    <Page labelledBy="admin-permissions-title">
      <PageHeader id="admin-permissions-title" title={t('groups.admin.title')} />
      <section className={styles.section} aria-labelledby="admin-catalogue-title">
        <h2 id="admin-catalogue-title">{t('groups.admin.catalogue')}</h2>
        <p>{t('groups.admin.help')}</p>
        <QueryContent
          query={catalogue}
          loading={{ label: t('groups.loading'), variant: 'lines', lines: 10 }}
          failed={t('groups.load-failed')}
        >
          {(data) => (
            <div className={styles.checks}>
              {data.permissions.map((entry) => (
                <Checkbox
                  key={entry.name}
                  isSelected={!entry.disabled}
                  isDisabled={disable.isPending}
                  onChange={(on) => disable.mutate({ permission: entry.name, disabled: !on })}
                >
                  {permissionName(entry.name)}
                </Checkbox>
              ))}
            </div>
          )}
        </QueryContent>
      </section>
      <section className={styles.section} aria-labelledby="admin-templates-title">
        <h2 id="admin-templates-title">{t('groups.admin.templates')}</h2>
        <p>{t('groups.admin.templates-help')}</p>
        <div className={styles.actions}>
          <PrimaryLink to="templates/new">{t('groups.template-edit.new')}</PrimaryLink>
        </div>
        <QueryContent
          query={templates}
          loading={{ label: t('groups.loading'), variant: 'lines', lines: 3 }}
          failed={t('groups.load-failed')}
        >
          {(data) => (
            <DataTable
              columns={[
                {
                  id: 'name',
                  header: t('groups.name'),
                  cell: (template) =>
                    template.uid === CUSTOM_SELECTIONS_TEMPLATE_ID ? (
                      template.name
                    ) : (
                      <Link className={styles.rowLink} to={`templates/${template.uid}`}>
                        {template.name}
                      </Link>
                    ),
                },
                {
                  id: 'rights',
                  header: t('groups.rights'),
                  cell: (template) =>
                    template.uid === CUSTOM_SELECTIONS_TEMPLATE_ID
                      ? t('groups.admin.custom-selections')
                      : [...template.roles.map(roleName), ...template.permissions.map(permissionName)].join(
                          ', ',
                        ),
                },
              ]}
              rows={data.data}
              rowKey={(template) => template.uid}
            />
          )}
        </QueryContent>
      </section>
    </Page>
  );
}
