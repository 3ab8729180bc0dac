import {
  ORDER_STATUS_NAMES,
  ORDER_TYPE_NAMES,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderSortField,
  ORDER_LIMITS,
} from '@kaista/domain/orders';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ListFilters } from '../../lib/lists/use-list-url-state';
import { Dropdown, FilterBar, ListSearchInput } from '../../ui';
import type { OrderListState } from './orders-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';

interface OrderFiltersProps {
  params: OrderListState;
  onChange: (next: Partial<OrderListState>) => void;
  /** The filters set, for the bar's way to clear them. */
  filters: ListFilters;
}

const ALL = 'all';

/** Search, §4 status and type, and the order of the order list. */
export function OrderFilters({ params, onChange, filters }: OrderFiltersProps) {
  const { t } = useTranslation();
  const statusName = useCodeName(ORDER_STATUS_NAMES);
  const typeName = useCodeName(ORDER_TYPE_NAMES);
  return (
    <FilterBar label={t('orders.list.filters')} filters={filters}>
      <ListSearchInput
        maxLength={ORDER_LIMITS.searchMax}
        label={t('orders.list.search')}
        searched={params.q ?? ''}
        onSearch={(q) => onChange({ q: q || undefined })}
        clearLabel={t('orders.list.clear-search')}
      />
      <Dropdown
        label={t('orders.order.status')}
        options={[
          { id: ALL, label: t('orders.list.all-statuses') },
          ...ORDER_STATUSES.map((status) => ({ id: status, label: statusName(status) })),
        ]}
        value={params.orderStatus ?? ALL}
        onChange={(value) =>
          onChange({
            orderStatus: value && value !== ALL ? (value as OrderListState['orderStatus']) : undefined,
          })
        }
      />
      <Dropdown
        label={t('orders.order.type')}
        options={[
          { id: ALL, label: t('orders.list.all-types') },
          ...ORDER_TYPES.map((type) => ({ id: type, label: typeName(type) })),
        ]}
        value={params.orderType ?? ALL}
        onChange={(value) =>
          onChange({
            orderType: value && value !== ALL ? (value as OrderListState['orderType']) : undefined,
          })
        }
      />
      <Dropdown
        label={t('orders.list.sort')}
        options={ORDER_SORT_FIELDS.map((field) => ({ id: field, label: t(`orders.sort.${field}`) }))}
        value={params.sort}
        onChange={(value) => onChange({ sort: (value ?? 'created') as OrderSortField, direction: 'DEFAULT' })}
      />
    </FilterBar>
  );
}
