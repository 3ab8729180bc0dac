import { costPoolListQuerySchema, type CostPool, COST_CENTRE_LIMITS } from '@kaista/domain/invoices';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { pageTotal } from '../../lib/lists/page-total';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useCompanyId } from '../../lib/routing/company-id';
import { useHandedOnce } from '../../lib/routing/use-handed-once';
import {
  FilterBar,
  ListSearchInput,
  Notification,
  Page,
  PageHeader,
  PrimaryLink,
  QueryTable,
} from '../../ui';
import { SpendCharts } from './spend-charts';
import { costPoolPageQuery } from './payer-queries';
import { useInvoicingAccess } from './use-invoicing-access';

/** §2 /{companyId}/cost-centers: the company's cost centres by name (§7 /costpools2). */
export function CostCentreListPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const [created] = useHandedOnce<string>('created');
  const { state: params, update } = useListUrlState(costPoolListQuerySchema);
  const pools = useQuery(costPoolPageQuery(companyId, params));
  useOffsetInRange(pools.data, params, update);
  const canCreate = useInvoicingAccess(companyId, 'createCostPool');
  const readsInvoices = useInvoicingAccess(companyId, 'readInvoices');
  const columns = [
    {
      id: 'name',
      header: t('invoicing.cost-centre.name'),
      cell: (pool: CostPool) => <Link to={pool.id}>{pool.name}</Link>,
    },
    {
      id: 'description',
      header: t('invoicing.cost-centre.description'),
      cell: (pool: CostPool) => pool.description ?? '–',
    },
  ];

  return (
    <Page labelledBy="cost-centres-title">
      <PageHeader
        id="cost-centres-title"
        title={t('shell.nav.cost-centers')}
        actions={canCreate ? <PrimaryLink to="new">{t('shell.nav.new-cost-center')}</PrimaryLink> : null}
      />
      {created ? (
        <Notification type="success">{t('invoicing.cost-centre.created', { name: created })}</Notification>
      ) : null}
      <FilterBar label={t('invoicing.cost-centre.filters')}>
        <ListSearchInput
          maxLength={COST_CENTRE_LIMITS.nameMax}
          label={t('invoicing.cost-centre.search')}
          clearLabel={t('invoicing.clear-search')}
          searched={params.name ?? ''}
          onSearch={(name) => update({ name })}
        />
      </FilterBar>
      <QueryTable
        query={pools}
        loading={{ label: t('invoicing.loading'), variant: 'page' }}
        failed={t('invoicing.load-failed')}
        count={(data) => t('invoicing.cost-centre.count', { total: pageTotal(data) })}
        empty={params.name ? t('invoicing.no-matches') : t('invoicing.cost-centre.none-yet')}
        caption={t('shell.nav.cost-centers')}
        columns={columns}
        rowKey={(pool) => pool.id}
        pagingLabel={t('invoicing.paging')}
        offset={params.offset}
        pageSize={params.pageSize}
        onOffset={(offset) => update({ offset })}
      />
      {readsInvoices ? <SpendCharts companyId={companyId} /> : null}
    </Page>
  );
}
