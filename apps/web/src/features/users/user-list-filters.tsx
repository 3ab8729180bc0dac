import { COMPANY_ROLE_CHOICES, ROLE_DISPLAY_NAMES } from '@kaista/domain/shared/roles';
import { USER_SORT_FIELDS, type UserListQuery, USER_LIMITS } from '@kaista/domain/users';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ListFilters } from '../../lib/lists/use-list-url-state';
import { useCompanyId } from '../../lib/routing/company-id';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { Dropdown, FilterBar, ListSearchInput } from '../../ui';
import { companyGroupsQuery, type UserListState } from './users-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';

const ALL = 'all';

interface UserListFiltersProps {
  params: UserListState;
  onChange: (next: Partial<UserListState>) => void;
  /** The filters set, for the bar's way to clear them. */
  filters: ListFilters;
}

/** The group filter, when the company's groups are in use (§9 groups). */
function GroupFilter({ params, onChange }: Omit<UserListFiltersProps, 'filters'>) {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const groups = useQuery(companyGroupsQuery(companyId));
  const options = [
    { id: ALL, label: t('users.all-groups') },
    ...(groups.data ?? []).map((group) => ({
      id: group.uid,
      label: `${group.name} (${t(`users.group-kind.${group.kind}`)})`,
    })),
  ];
  // Until the groups load, a group in the address is still shown as chosen.
  const value = params.group && options.some((o) => o.id === params.group) ? params.group : ALL;
  return (
    <Dropdown
      label={t('users.group-filter')}
      options={options}
      value={groups.isPending && params.group ? null : value}
      // Opened before the groups came, it would list "all groups" alone, as if the company had none.
      isDisabled={groups.isPending}
      onChange={(id) => onChange({ group: id && id !== ALL ? id : undefined, offset: 0 })}
    />
  );
}

/** Search by name or e-mail, the role and group filters and the order of the company's users. */
export function UserListFilters({ params, onChange, filters }: UserListFiltersProps) {
  const { t } = useTranslation();
  const roleName = useCodeName(ROLE_DISPLAY_NAMES);
  const flags = useFeatureFlags();
  const roleOptions = [
    { id: ALL, label: t('users.all-roles') },
    ...COMPANY_ROLE_CHOICES.map((role) => ({ id: role, label: roleName(role) })),
  ];
  return (
    <FilterBar label={t('users.filters')} filters={filters} layout="search-first">
      <ListSearchInput
        maxLength={USER_LIMITS.searchMax}
        label={t('users.search')}
        searched={params.q ?? ''}
        onSearch={(q) => onChange({ q, offset: 0 })}
        clearLabel={t('users.clear-search')}
        searchLabel={t('users.search-button')}
      />
      <Dropdown
        label={t('users.role-filter')}
        options={roleOptions}
        value={params.role ?? ALL}
        onChange={(value) =>
          onChange({ role: value && value !== ALL ? (value as UserListQuery['role']) : undefined, offset: 0 })
        }
      />
      {flags.groups ? <GroupFilter params={params} onChange={onChange} /> : null}
      <Dropdown
        label={t('users.sort-label')}
        options={USER_SORT_FIELDS.map((field) => ({ id: field, label: t(`users.sort-${field}`) }))}
        value={params.sort}
        onChange={(value) => onChange({ sort: (value ?? 'lastName') as UserListQuery['sort'] })}
      />
    </FilterBar>
  );
}
