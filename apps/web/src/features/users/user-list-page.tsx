import { USER_ACCESS, userListQuerySchema, type CompanyUser } from '@kaista/domain/users';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { pageTotal } from '../../lib/lists/page-total';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useCompanyId } from '../../lib/routing/company-id';
import { useAccess } from '../../lib/routing/use-access';
import { Page, PageHeader, PrimaryLink, type DataTableColumn, QueryTable } from '../../ui';
import { AccessReviewExport } from './access-review-export';
import { useEffectiveRoleText } from './effective-rights';
import { UserListFilters } from './user-list-filters';
import { userListQuery } from './users-queries';
import styles from '../../ui/page/page-parts.module.css';
import { UsersViewNotice } from './users-view-notice';

export interface UserListPageProps {
  /** What else may be done for a user from the list, e.g. operator staff acting as them (§4). */
  rowAction?: (user: CompanyUser) => ReactNode;
}

/**
 * §2 /{companyId}/company/users: the company's users with their effective roles (a role given only by groups
 * marked with them) and groups, searched, filtered by role and group, sorted and paged.
 */
export function UserListPage({ rowAction }: UserListPageProps) {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const { state: params, update, filters } = useListUrlState(userListQuerySchema);
  const users = useQuery(userListQuery(companyId, params));
  useOffsetInRange(users.data, params, update);
  const roleText = useEffectiveRoleText();
  const mayCreate = useAccess(USER_ACCESS.create);

  const columns: DataTableColumn<CompanyUser>[] = [
    {
      id: 'name',
      header: t('users.name'),
      cell: (user) => (
        <Link className={styles.rowLink} to={user.uid}>
          {user.lastName} {user.firstName}
        </Link>
      ),
    },
    { id: 'email', header: t('users.email'), cell: (user) => user.email },
    { id: 'roles', header: t('users.effective-roles'), cell: roleText },
    {
      id: 'groups',
      header: t('users.groups'),
      cell: (user) => user.groups.map((group) => group.name).join(', ') || '–',
    },
    ...(rowAction
      ? [{ id: 'actions', header: t('company-users.actions'), cell: rowAction, screenOnly: true }]
      : []),
  ];

  return (
    <Page labelledBy="users-title">
      <PageHeader
        id="users-title"
        title={t('users.title')}
        actions={
          <div className={styles.headerActions}>
            <AccessReviewExport companyId={companyId} />
            {mayCreate ? <PrimaryLink to="new">{t('users.new-user')}</PrimaryLink> : null}
          </div>
        }
      />
      <UsersViewNotice />
      <UserListFilters params={params} onChange={update} filters={filters} />
      <QueryTable
        query={users}
        loading={{ label: t('users.loading'), variant: 'lines', lines: 8 }}
        failed={t('users.load-failed')}
        retry={t('users.retry')}
        count={(data) => t('users.count', { total: pageTotal(data) })}
        empty={filters.active ? t('users.no-matches') : t('users.none-yet')}
        columns={columns}
        rowKey={(user) => user.uid}
        pagingLabel={t('users.paging')}
        offset={params.offset}
        pageSize={params.pageSize}
        onOffset={(offset) => update({ offset })}
      />
    </Page>
  );
}
