import {
  TICKET_SORT_FIELDS,
  TICKET_STATUSES,
  type TicketSortField,
  type TicketStatus,
  TICKET_LIMITS,
} from '@kaista/domain/tickets';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ListFilters } from '../../lib/lists/use-list-url-state';
import { Dropdown, FilterBar, ListSearchInput } from '../../ui';
import type { TicketListState } from './tickets-queries';
import { useTicketStatusName } from './use-ticket-status-name';

const ALL = 'all';
const OPEN = 'open';
const OPEN_STATUSES = TICKET_STATUSES.filter(
  (status) => !['RESOLVED', 'CLOSED', 'ABANDONED', 'EMPTY'].includes(status),
);

interface TicketListFiltersProps {
  params: TicketListState;
  onChange: (next: Partial<TicketListState>) => void;
  /** The filters set, for the bar's way to clear them. */
  filters: ListFilters;
}

function statusValue(statuses: readonly TicketStatus[] = []): string {
  if (statuses.length === 0) return ALL;
  if (statuses.length === OPEN_STATUSES.length && OPEN_STATUSES.every((status) => statuses.includes(status)))
    return OPEN;
  return statuses[0] ?? ALL;
}

/** Status filter, free-text search and sort order of the ticket list. */
export function TicketListFilters({ params, onChange, filters }: TicketListFiltersProps) {
  const { t } = useTranslation();
  const statusName = useTicketStatusName();
  const statusOptions = [
    { id: ALL, label: t('tickets.filter.all') },
    { id: OPEN, label: t('tickets.filter.open') },
    ...TICKET_STATUSES.map((status) => ({ id: status, label: statusName(status) })),
  ];
  const sortOptions = TICKET_SORT_FIELDS.map((field) => ({ id: field, label: t(`tickets.sort.${field}`) }));

  const chooseStatus = (value: string | null) => {
    if (value === OPEN) onChange({ status: [...OPEN_STATUSES] });
    else onChange({ status: value && value !== ALL ? [value as TicketStatus] : [] });
  };

  return (
    <FilterBar label={t('tickets.filters')} filters={filters} layout="search-first">
      <ListSearchInput
        maxLength={TICKET_LIMITS.searchMax}
        label={t('tickets.search')}
        placeholder={t('tickets.search-placeholder')}
        searched={params.q ?? ''}
        onSearch={(q) => onChange({ q })}
        clearLabel={t('tickets.clear-search')}
      />
      <Dropdown
        label={t('tickets.filter.label')}
        options={statusOptions}
        value={statusValue(params.status)}
        onChange={chooseStatus}
      />
      <Dropdown
        label={t('tickets.sort.label')}
        options={sortOptions}
        value={params.sort}
        onChange={(value) =>
          onChange({ sort: (value ?? 'createdAt') as TicketSortField, direction: 'DEFAULT' })
        }
      />
    </FilterBar>
  );
}
