import { storedPermissionNames } from '@kaista/domain/groups';
import { isPermissionName, type PermissionName, PERMISSION_DISPLAY_NAMES } from '@kaista/domain/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompanyId } from '../../lib/routing/company-id';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { Button, Checkbox, EmptyState, LoadingPlaceholder, Notification, Page, PageHeader } from '../../ui';
import { companyCatalogueQuery, useSetCompanyPermissions } from './groups-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from '../../ui/page/page-parts.module.css';

/**
 * §2 /{companyId}/company/permissions (DC and CC): which permissions are in use in the company at all. One
 * switched off here is no user's, whoever gave it, until it is switched on again.
 */
export function CompanyPermissionsPage() {
  const { t } = useTranslation();
  const permissionName = useCodeName(PERMISSION_DISPLAY_NAMES);
  const companyId = useCompanyId();
  const flags = useFeatureFlags();
  const catalogue = useQuery(companyCatalogueQuery(companyId));
  const save = useSetCompanyPermissions(companyId);
  const [off, setOff] = useState<PermissionName[] | null>(null);
  if (catalogue.isPending)
    return <LoadingPlaceholder label={t('groups.loading')} variant="lines" lines={10} />;
  if (catalogue.isError) return <EmptyState>{t('groups.load-failed')}</EmptyState>;
  const shown = catalogue.data.permissions.filter((entry) => !entry.disabled);
  const current = off ?? shown.filter((entry) => entry.disabledInCompany).map((entry) => entry.name);
  const stored = current.flatMap(storedPermissionNames).filter(isPermissionName);
  return (
    <Page labelledBy="company-permissions-title">
      <PageHeader id="company-permissions-title" title={t('groups.company-permissions.title')} />
      <p>{t('groups.company-permissions.help')}</p>
      <fieldset className={styles.checks}>
        <legend>{t('groups.company-permissions.in-use')}</legend>
        {shown.map((entry) => (
          <Checkbox
            key={entry.name}
            isSelected={!current.includes(entry.name)}
            isDisabled={!flags['company-permissions-modify']}
            onChange={(on) =>
              setOff(on ? current.filter((name) => name !== entry.name) : [...current, entry.name])
            }
          >
            {permissionName(entry.name)}
          </Checkbox>
        ))}
      </fieldset>
      {save.isSuccess ? <Notification type="success">{t('groups.saved')}</Notification> : null}
      <div className={styles.actions}>
        <Button
          isDisabled={!flags['company-permissions-modify'] || off === null}
          isLoading={save.isPending}
          onPress={() => save.mutate(stored)}
        >
          {t('groups.save')}
        </Button>
      </div>
    </Page>
  );
}
