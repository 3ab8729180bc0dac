import {
  ASSET_PRODUCT_GROUPS,
  ASSET_SORT_FIELDS,
  ASSET_STATUSES,
  assetListQuerySchema,
  formatServiceNumber,
  type AssetProductGroup,
  type AssetSortField,
  type AssetStatus,
  type AssetSummary,
  ASSET_STATUS_NAMES,
  ASSET_LIMITS,
} from '@kaista/domain/services';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ListFilters } from '../../lib/lists/use-list-url-state';
import { Link } from 'react-router';
import { pageTotal } from '../../lib/lists/page-total';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useCompanyId } from '../../lib/routing/company-id';
import { Dropdown, FilterBar, ListSearchInput, Page, PageHeader, QueryTable } from '../../ui';
import { assetListQuery, assetProductGroupsQuery, type AssetListState } from './asset-queries';
import { AssetStatusChip } from './asset-status';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './services.module.css';

const ALL = 'all';

/** Search, status, product group (with their counts) and order of the assets list. */
function AssetFilters({
  companyId,
  params,
  onChange,
  filters,
}: {
  companyId: string;
  params: AssetListState;
  onChange: (next: Partial<AssetListState>) => void;
  filters: ListFilters;
}) {
  const { t } = useTranslation();
  const assetStatusName = useCodeName(ASSET_STATUS_NAMES);
  const groups = useQuery(assetProductGroupsQuery(companyId));
  const countOf = (group: AssetProductGroup) =>
    groups.data?.groups.find((entry) => entry.group === group)?.count;
  return (
    <FilterBar label={t('services.asset.filters')} filters={filters}>
      <ListSearchInput
        maxLength={ASSET_LIMITS.searchMax}
        label={t('services.search')}
        placeholder={t('services.asset.search-placeholder')}
        searched={params.q ?? ''}
        onSearch={(q) => onChange({ q })}
        clearLabel={t('services.clear-search')}
        className={styles.search}
      />
      <Dropdown
        label={t('services.asset.field.status')}
        options={[
          { id: ALL, label: t('services.asset.all-statuses') },
          ...ASSET_STATUSES.map((id) => ({ id, label: assetStatusName(id) })),
        ]}
        value={params.status ?? ALL}
        onChange={(value) =>
          onChange({ status: value && value !== ALL ? (value as AssetStatus) : undefined })
        }
      />
      <Dropdown
        label={t('services.asset.field.group')}
        options={[
          { id: ALL, label: t('services.asset.all-groups') },
          ...ASSET_PRODUCT_GROUPS.filter((id) => !groups.data || countOf(id) !== undefined).map((id) => ({
            id,
            label:
              countOf(id) === undefined
                ? t(`services.asset.group.${id}`)
                : `${t(`services.asset.group.${id}`)} (${countOf(id)})`,
          })),
        ]}
        value={params.productGroup ?? ALL}
        onChange={(value) =>
          onChange({ productGroup: value && value !== ALL ? (value as AssetProductGroup) : undefined })
        }
      />
      <Dropdown
        label={t('services.sort.label')}
        options={ASSET_SORT_FIELDS.map((id) => ({ id, label: t(`services.asset.sort.${id}`) }))}
        value={params.sort}
        onChange={(value) => onChange({ sort: (value ?? 'product') as AssetSortField, direction: 'DEFAULT' })}
      />
    </FilterBar>
  );
}

/** §2 /{companyId}/assets: the company's devices and other assets, filtered, searched, sorted and paged. */
export function AssetListPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const { state: params, update, filters } = useListUrlState(assetListQuerySchema);
  const assets = useQuery(assetListQuery(companyId, params));
  useOffsetInRange(assets.data, params, update);
  const columns = [
    {
      id: 'product',
      header: t('services.asset.field.product'),
      cell: (asset: AssetSummary) => (
        <Link className={styles.link} to={asset.id}>
          {asset.productName}
        </Link>
      ),
    },
    {
      id: 'imei',
      header: t('services.asset.field.imei-or-serial'),
      cell: (asset: AssetSummary) => asset.imei ?? asset.serialNumber,
    },
    {
      id: 'status',
      header: t('services.asset.field.status'),
      cell: (asset: AssetSummary) => <AssetStatusChip status={asset.status} />,
    },
    {
      id: 'user',
      header: t('services.asset.field.user'),
      cell: (asset: AssetSummary) => asset.userName ?? '–',
    },
    {
      id: 'service',
      header: t('services.asset.field.service'),
      cell: (asset: AssetSummary) => (asset.service ? formatServiceNumber(asset.service.number) : '–'),
    },
    {
      id: 'purchased',
      header: t('services.asset.field.purchased'),
      cell: (asset: AssetSummary) => formatDate(asset.purchasedOn),
    },
  ];

  return (
    <Page labelledBy="assets-title">
      <PageHeader id="assets-title" title={t('shell.nav.assets')} />
      <AssetFilters companyId={companyId} params={params} onChange={update} filters={filters} />
      <QueryTable
        query={assets}
        loading={{ label: t('services.loading'), variant: 'page' }}
        failed={t('services.asset.load-failed')}
        retry={t('services.retry')}
        count={(data) => t('services.asset.total', { total: pageTotal(data) })}
        empty={filters.active ? t('services.asset.no-matches') : t('services.asset.none-yet')}
        caption={t('shell.nav.assets')}
        columns={columns}
        rowKey={(asset) => asset.id}
        busy={assets.isFetching}
        pagingLabel={t('services.paging')}
        offset={params.offset}
        pageSize={params.pageSize}
        onOffset={(offset) => update({ offset })}
      />
    </Page>
  );
}
