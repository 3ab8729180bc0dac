import { PERMISSION_DISPLAY_NAMES, ROLE_DISPLAY_NAMES } from '@kaista/domain/shared/roles';
import { GROUP_KINDS, type GroupKind, type GroupSummary } from '@kaista/domain/groups';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { DataTable, Page, PageHeader, type DataTableColumn, PrimaryLink, QueryContent } from '../../ui';
import { GROUP_PATH } from './group-kinds';
import { groupListQuery } from './groups-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';
import parts from '../../ui/page/page-parts.module.css';

const PAGE = { pageSize: 100 };

function GroupTable({ companyId, kind }: { companyId: string; kind: GroupKind }) {
  const { t } = useTranslation();
  const roleName = useCodeName(ROLE_DISPLAY_NAMES);
  const permissionName = useCodeName(PERMISSION_DISPLAY_NAMES);
  const groups = useQuery(groupListQuery(companyId, kind, PAGE));
  const columns: DataTableColumn<GroupSummary>[] = [
    {
      id: 'name',
      header: t('groups.name'),
      cell: (group) => (
        <Link className={parts.rowLink} to={`${GROUP_PATH[kind]}/${group.uid}`}>
          {group.name}
        </Link>
      ),
    },
    {
      id: 'rights',
      header: t('groups.rights'),
      cell: (group) =>
        [...group.roles.map(roleName), ...group.permissions.map(permissionName)].join(', ') || '–',
    },
    { id: 'members', header: t('groups.member-count'), cell: (group) => group.memberCount },
  ];
  const titleId = `groups-${kind}-title`;
  return (
    <section className={parts.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`groups.kinds.${kind}`)}</h2>
      <p>{t(`groups.kind-help.${kind}`)}</p>
      <QueryContent
        query={groups}
        loading={{ label: t('groups.loading'), variant: 'lines', lines: 4 }}
        failed={t('groups.load-failed')}
        isEmpty={(data) => data.items.length === 0}
        count={(data) => t('groups.count', { total: data.total })}
        empty={t('groups.none-yet')}
      >
        {(data) => <DataTable columns={columns} rows={data.items} rowKey={(group) => group.uid} />}
      </QueryContent>
    </section>
  );
}

/** §2 /{companyId}/company/groups: the company's permission groups and user (authorization) groups. */
export function GroupListPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const flags = useFeatureFlags();
  return (
    <Page labelledBy="groups-title">
      <PageHeader
        id="groups-title"
        title={t('groups.title')}
        actions={
          flags['create-groups'] ? (
            <div className={parts.headerActions}>
              {GROUP_KINDS.map((kind) => (
                <PrimaryLink key={kind} to={`${GROUP_PATH[kind]}/new`}>
                  {t(`groups.new.${kind}`)}
                </PrimaryLink>
              ))}
            </div>
          ) : null
        }
      />
      <Link to={`/${companyId}/company/users`}>{t('groups.to-users')}</Link>
      {GROUP_KINDS.map((kind) => (
        <GroupTable key={kind} companyId={companyId} kind={kind} />
      ))}
    </Page>
  );
}
