import { ROLES } from '@kaista/domain/shared/roles';
import { USER_SORT_FIELDS, type UserListQuery } from '@kaista/domain/users';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, SearchInput } from '../../ui';
import type { UserListState } from './users-queries';
import styles from '../../ui/page/page-parts.module.css';

const ALL = 'all';

interface UserListFiltersProps {
  params: UserListState;
  onChange: (next: Partial<UserListState>) => void;
}

/** Search by name or e-mail, the role filter and the order of the company's users. */
export function UserListFilters({ params, onChange }: UserListFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(params.q ?? '');
  useEffect(() => setText(params.q ?? ''), [params.q]);
  const roleOptions = [
    { id: ALL, label: t('users.all-roles') },
    ...ROLES.map((role) => ({ id: role, label: t(`company-users.role-names.${role}`) })),
  ];
  return (
    <div className={styles.filters}>
      <SearchInput
        label={t('users.search')}
        value={text}
        onChange={(value) => {
          setText(value);
          if (!value && params.q) onChange({ q: '', offset: 0 });
        }}
        onSubmit={(value) => onChange({ q: value.trim(), offset: 0 })}
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
      <Dropdown
        label={t('users.sort-label')}
        options={USER_SORT_FIELDS.map((field) => ({ id: field, label: t(`users.sort-${field}`) }))}
        value={params.sort}
        onChange={(value) => onChange({ sort: (value ?? 'lastName') as UserListQuery['sort'] })}
      />
    </div>
  );
}
