import type { ImpersonationCandidate } from '@kaista/domain/company-users';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import {
  Button,
  DataTable,
  EmptyState,
  LoadingPlaceholder,
  Page,
  PageHeader,
  type DataTableColumn,
} from '../../ui';
import { candidatesQuery } from './operator-queries';
import styles from './operator.module.css';
import { useImpersonation } from './use-impersonation';

/** §2 /{companyId}/company/users: the company's users; DC and CC users can act as them (§4, §6). */
export function CompanyUsersPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const users = useQuery(candidatesQuery(companyId));
  const { start } = useImpersonation();
  const [pendingUid, setPendingUid] = useState<string | null>(null);

  const actAs = (uid: string) => {
    setPendingUid(uid);
    start(companyId, uid)
      .catch(() => undefined)
      .finally(() => setPendingUid(null));
  };

  // Role codes in the user's language; two spellings of one role (§6 aliases) read as one name.
  const roleNames = (roles: readonly string[]) =>
    [...new Set(roles.map((role) => t(`company-users.role-names.${role}`, { defaultValue: role })))].join(
      ', ',
    );

  const columns: DataTableColumn<ImpersonationCandidate>[] = [
    { id: 'name', header: t('company-users.user-name'), cell: (user) => user.name },
    { id: 'email', header: t('company-users.email'), cell: (user) => user.email },
    { id: 'roles', header: t('company-users.roles'), cell: (user) => roleNames(user.roles) },
    {
      id: 'actions',
      header: t('company-users.actions'),
      headerContent: <span className={styles.muted}>{t('company-users.actions')}</span>,
      cell: (user) =>
        user.canImpersonate ? (
          <Button
            size="small"
            variant="secondary"
            isLoading={pendingUid === user.uid}
            isDisabled={pendingUid !== null && pendingUid !== user.uid}
            aria-label={t('company-users.act-as-user', { name: user.name })}
            onPress={() => actAs(user.uid)}
          >
            {t('company-users.act-as')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Page labelledBy="company-users-title">
      <PageHeader
        id="company-users-title"
        title={t('company-users.users-title')}
        actions={
          <Link className={styles.actionLink} to={`/${encodeURIComponent(companyId)}/company/audit`}>
            {t('shell.nav.audit-log')}
          </Link>
        }
      />
      {users.isPending ? <LoadingPlaceholder variant="lines" label={t('company-users.loading')} /> : null}
      {users.data?.length === 0 ? <EmptyState>{t('company-users.no-users')}</EmptyState> : null}
      {users.data?.length ? (
        <DataTable columns={columns} rows={users.data} rowKey={(user) => user.uid} />
      ) : null}
    </Page>
  );
}
