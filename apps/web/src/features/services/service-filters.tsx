import {
  SERVICE_SORT_FIELDS,
  SERVICE_STATUS_FILTERS,
  SERVICE_TYPES,
  type ServiceSortField,
  type ServiceType,
  SERVICE_STATUS_NAMES,
  SERVICE_LIMITS,
} from '@kaista/domain/services';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ListFilters } from '../../lib/lists/use-list-url-state';
import { Dropdown, FilterBar, ListSearchInput, TextField } from '../../ui';
import { serviceFilterChoicesQuery, type ServiceListState } from './services-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './services.module.css';

const ALL = 'all';

interface ServiceFiltersProps {
  companyId: string;
  params: ServiceListState;
  onChange: (next: Partial<ServiceListState>) => void;
  /** The filters set, for the bar's way to clear them. */
  filters: ListFilters;
}

/** Search, the §4 status sets, type, cost centre, payer, user and order of the services list. */
export function ServiceFilters({ companyId, params, onChange, filters }: ServiceFiltersProps) {
  const { t } = useTranslation();
  const statusName = useCodeName(SERVICE_STATUS_NAMES);
  // The cost-centre and payer filters wait for these: "all" alone would read as "the company has none".
  const choices = useQuery(serviceFilterChoicesQuery(companyId));
  const [user, setUser] = useState(params.user ?? '');
  useEffect(() => setUser(params.user ?? ''), [params.user]);
  const status = params.status?.length === 1 ? params.status[0]! : ALL;
  // A link may filter by one status itself (the home's 'Active: 2580'), which the dropdown then offers too.
  const isSet = SERVICE_STATUS_FILTERS.includes(status as never);
  const statusOptions = [
    ...SERVICE_STATUS_FILTERS.map((id) => ({ id, label: t(`services.status-set.${id}`) })),
    ...(isSet ? [] : [{ id: status, label: statusName(status) }]),
  ];
  const pick = (value: string | null) => (value && value !== ALL ? value : undefined);

  return (
    <FilterBar label={t('services.filters')} filters={filters}>
      <ListSearchInput
        maxLength={SERVICE_LIMITS.searchMax}
        label={t('services.search')}
        placeholder={t('services.search-placeholder')}
        searched={params.q ?? ''}
        onSearch={(q) => onChange({ q })}
        clearLabel={t('services.clear-search')}
        className={styles.search}
      />
      <Dropdown
        label={t('services.filter.status')}
        options={statusOptions}
        value={status}
        onChange={(value) => onChange({ status: value && value !== ALL ? [value as never] : [] })}
      />
      <Dropdown
        label={t('services.filter.type')}
        options={[
          { id: ALL, label: t('services.filter.all-types') },
          ...SERVICE_TYPES.map((id) => ({ id, label: t(`services.type.${id}`) })),
        ]}
        value={params.type ?? ALL}
        onChange={(value) => onChange({ type: pick(value) as ServiceType | undefined })}
      />
      <Dropdown
        label={t('services.filter.cost-centre')}
        options={[
          { id: ALL, label: t('services.filter.all-cost-centres') },
          ...(choices.data?.costCentres ?? []).map((pool) => ({ id: pool.id, label: pool.name })),
        ]}
        value={params.costCentreId ?? ALL}
        onChange={(value) => onChange({ costCentreId: pick(value) })}
        isDisabled={choices.isPending}
      />
      <Dropdown
        label={t('services.filter.payer')}
        options={[
          { id: ALL, label: t('services.filter.all-payers') },
          ...(choices.data?.payers ?? []).map((payer) => ({ id: payer.id, label: payer.name })),
        ]}
        value={params.payerId ?? ALL}
        onChange={(value) => onChange({ payerId: pick(value) })}
        isDisabled={choices.isPending}
      />
      <form
        className={styles.userFilter}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ user: user.trim() || undefined });
        }}
      >
        <TextField
          label={t('services.filter.user')}
          value={user}
          onChange={setUser}
          onBlur={() => {
            if ((params.user ?? '') !== user.trim()) onChange({ user: user.trim() || undefined });
          }}
        />
      </form>
      <Dropdown
        label={t('services.sort.label')}
        options={SERVICE_SORT_FIELDS.map((id) => ({ id, label: t(`services.sort.${id}`) }))}
        value={params.sort}
        onChange={(value) =>
          onChange({ sort: (value ?? 'number') as ServiceSortField, direction: 'DEFAULT' })
        }
      />
    </FilterBar>
  );
}
