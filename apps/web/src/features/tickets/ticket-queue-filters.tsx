import {
  TICKET_TYPE_NAMES,
  TICKET_QUEUE_ASSIGNEES,
  TICKET_STATUSES,
  TICKET_TYPES,
  TICKET_URGENCIES,
  type TicketQueueAssignee,
  type TicketStatus,
  type TicketType,
  type TicketUrgency,
  TICKET_LIMITS,
} from '@kaista/domain/tickets';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ListFilters } from '../../lib/lists/use-list-url-state';
import { DateField, Dropdown, FilterBar, ListSearchInput } from '../../ui';
import type { TicketQueueState } from './ticket-queue-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';
import { useTicketStatusName } from './use-ticket-status-name';

const ANY = 'any';

interface TicketQueueFiltersProps {
  params: TicketQueueState;
  onChange: (next: Partial<TicketQueueState>) => void;
  /** The filters set, for the bar's way to clear them. */
  filters: ListFilters;
}

/**
 * The queue's filters: words or a ticket's number (the company list's search, over every company), company
 * number, status (the open ones unless chosen), type, urgency, assignee, and the day a visit or a shipment is for.
 */
export function TicketQueueFilters({ params, onChange, filters }: TicketQueueFiltersProps) {
  const { t } = useTranslation();
  const typeName = useCodeName(TICKET_TYPE_NAMES);
  const statusName = useTicketStatusName();
  const options = <T extends string>(values: readonly T[], label: (value: T) => string, anyLabel: string) => [
    { id: ANY, label: anyLabel },
    ...values.map((value) => ({ id: value, label: label(value) })),
  ];
  const chosen = <T extends string>(value: string | null) =>
    value && value !== ANY ? (value as T) : undefined;

  return (
    <FilterBar label={t('tickets.queue.filters')} filters={filters} layout="search-first">
      <ListSearchInput
        maxLength={TICKET_LIMITS.searchMax}
        label={t('tickets.search')}
        placeholder={t('tickets.search-placeholder')}
        searched={params.q ?? ''}
        onSearch={(q) => onChange({ q: q || undefined })}
        clearLabel={t('tickets.clear-search')}
      />
      <ListSearchInput
        maxLength={TICKET_LIMITS.searchMax}
        label={t('tickets.queue.company')}
        placeholder={t('tickets.queue.company-placeholder')}
        searched={params.companyId ?? ''}
        onSearch={(companyId) => onChange({ companyId: companyId || undefined })}
        clearLabel={t('tickets.clear-search')}
        searchLabel={t('tickets.search')}
      />
      <Dropdown
        label={t('tickets.filter.label')}
        options={options(TICKET_STATUSES, statusName, t('tickets.filter.open'))}
        value={params.status?.[0] ?? ANY}
        onChange={(value) => {
          const status = chosen<TicketStatus>(value);
          onChange({ status: status ? [status] : [] });
        }}
      />
      <Dropdown
        label={t('tickets.queue.type')}
        options={options(TICKET_TYPES, typeName, t('tickets.filter.all'))}
        value={params.type ?? ANY}
        onChange={(value) => onChange({ type: chosen<TicketType>(value) })}
      />
      <Dropdown
        label={t('tickets.queue.urgency')}
        options={options(
          TICKET_URGENCIES,
          (urgency) => t(`tickets.urgency.${urgency}`),
          t('tickets.filter.all'),
        )}
        value={params.urgency ?? ANY}
        onChange={(value) => onChange({ urgency: chosen<TicketUrgency>(value) })}
      />
      <Dropdown
        label={t('tickets.queue.assignee')}
        options={options(
          TICKET_QUEUE_ASSIGNEES,
          (assignee) => t(`tickets.queue.assignee-${assignee}`),
          t('tickets.filter.all'),
        )}
        value={params.assignee ?? ANY}
        onChange={(value) => onChange({ assignee: chosen<TicketQueueAssignee>(value) })}
      />
      <DateField
        label={t('tickets.queue.day')}
        value={params.day ?? ''}
        onChange={(day) => onChange({ day: day || undefined })}
      />
    </FilterBar>
  );
}
