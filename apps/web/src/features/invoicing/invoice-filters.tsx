import {
  INVOICE_LINE_TYPES,
  INVOICE_SORT_FIELDS,
  INVOICE_STATUS_FILTERS,
  NO_COST_POOL,
  type InvoiceLineType,
  type InvoiceSortField,
  INVOICE_LIMITS,
  invoiceListQuerySchema,
} from '@kaista/domain/invoices';
import { fieldIssueOf } from '@kaista/domain/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import type { ListFilters } from '../../lib/lists/use-list-url-state';
import { DateRangeFields, Dropdown, FilterBar, ListSearchInput } from '../../ui';
import type { InvoiceListState } from './invoice-queries';
import { allCostPoolsQuery } from './payer-queries';
import { usePayerChoices } from './use-payer-choices';
import { useInvoicingAccess } from './use-invoicing-access';

interface InvoiceFiltersProps {
  companyId: string;
  params: InvoiceListState;
  onChange: (next: Partial<InvoiceListState>) => void;
  /** The filters set, for the bar's way to clear them. */
  filters: ListFilters;
}

const ALL = 'all';
/** Both ways round; the server's own order (DEFAULT) is the descending one. */
const INVOICE_SORT_DIRECTIONS = ['DESC', 'ASC'] as const;

/**
 * §4 status, billing agreement, date range, invoice number and order of the invoice list, and the lines an
 * invoice has (a cost centre, a service type: how a spend chart's bar leads here).
 */
export function InvoiceFilters({ companyId, params, onChange, filters }: InvoiceFiltersProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  // Each filter waits while its choices load ("all" alone would read as "the company has none"), not for a
  // query left off: a cost centre that came in the address stays clearable by one who may not read them.
  const readsPayers = useInvoicingAccess(companyId, 'readPayers');
  const payers = usePayerChoices(companyId, params.payerId, readsPayers);
  const readsCostPools = useInvoicingAccess(companyId, 'readCostPools');
  const pools = useQuery({ ...allCostPoolsQuery(companyId), enabled: readsCostPools });
  return (
    <FilterBar label={t('invoicing.invoice.filters')} filters={filters}>
      <ListSearchInput
        maxLength={INVOICE_LIMITS.searchMax}
        label={t('invoicing.invoice.search')}
        clearLabel={t('invoicing.clear-search')}
        searched={params.q ?? ''}
        onSearch={(q) => onChange({ q })}
        issueOf={(q) => {
          const issue = fieldIssueOf(invoiceListQuerySchema, 'q', q);
          return issue ? errorText(issue) : undefined;
        }}
      />
      <Dropdown
        label={t('invoicing.invoice.status')}
        options={INVOICE_STATUS_FILTERS.map((status) => ({
          id: status,
          label: t(`invoicing.status.${status}`),
        }))}
        value={params.status}
        onChange={(value) => onChange({ status: (value ?? 'all') as InvoiceListState['status'] })}
      />
      {readsPayers ? (
        <Dropdown
          label={t('invoicing.invoice.payer')}
          options={[
            { id: ALL, label: t('invoicing.invoice.all-payers') },
            ...payers.choices.map((payer) => ({ id: payer.id, label: payer.name })),
          ]}
          value={params.payerId ?? ALL}
          onChange={(value) => onChange({ payerId: value && value !== ALL ? value : undefined })}
          isDisabled={payers.isLoading}
        />
      ) : null}
      {readsCostPools || params.costPoolId ? (
        <Dropdown
          label={t('invoicing.line.cost-centre')}
          options={[
            { id: ALL, label: t('invoicing.invoice.all-cost-centres') },
            { id: NO_COST_POOL, label: t('invoicing.spend.no-cost-centre') },
            ...(pools.data ?? []).map((pool) => ({ id: pool.id, label: pool.name })),
          ]}
          value={params.costPoolId ?? ALL}
          onChange={(value) => onChange({ costPoolId: value && value !== ALL ? value : undefined })}
          isDisabled={pools.isLoading}
        />
      ) : null}
      <Dropdown
        label={t('invoicing.line.service-type')}
        options={[
          { id: ALL, label: t('invoicing.invoice.all-service-types') },
          ...INVOICE_LINE_TYPES.map((type) => ({ id: type, label: t(`invoicing.service-type.${type}`) })),
        ]}
        value={params.serviceType ?? ALL}
        onChange={(value) =>
          onChange({ serviceType: value && value !== ALL ? (value as InvoiceLineType) : undefined })
        }
      />
      <DateRangeFields
        fromLabel={t('invoicing.invoice.from')}
        toLabel={t('invoicing.invoice.to')}
        from={params.from}
        to={params.to}
        onChange={onChange}
      />
      <Dropdown
        label={t('invoicing.invoice.sort')}
        options={INVOICE_SORT_FIELDS.map((field) => ({ id: field, label: t(`invoicing.sort.${field}`) }))}
        value={params.sort}
        onChange={(value) => onChange({ sort: (value ?? 'invoiceDate') as InvoiceSortField })}
      />
      <Dropdown
        label={t('invoicing.sort-direction.label')}
        options={INVOICE_SORT_DIRECTIONS.map((direction) => ({
          id: direction,
          label: t(`invoicing.sort-direction.${direction}`),
        }))}
        value={params.direction === 'ASC' ? 'ASC' : 'DESC'}
        onChange={(value) => onChange({ direction: value === 'ASC' ? 'ASC' : 'DEFAULT' })}
      />
    </FilterBar>
  );
}
