import {
  PRODUCT_STATUS_NAMES,
  adminProductQuerySchema,
  PRODUCT_STATUSES,
  type AdminProduct,
  type ProductStatus,
  SHOP_SEARCH_MAX,
} from '@kaista/domain/matsku';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InlineFormArea } from '../../lib/forms/inline-form-area';
import { useInlineFormFocus } from '../../lib/forms/use-inline-form-focus';
import { useTranslation } from '../../lib/i18n/use-translation';
import { pageTotal } from '../../lib/lists/page-total';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { notify } from '../../lib/notifications/notification-store';
import { Dropdown, FilterBar, ListSearchInput, Page, PageHeader, QueryTable } from '../../ui';
import { adminProductsQuery, useSetProductStatus, useSynchronize } from './admin-queries';
import { useAdminWriteFailed } from './admin-write-failed';
import { useProductAdminColumns } from './product-admin-columns';
import { StockEditor } from './stock-editor';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './product-admin.module.css';

/**
 * /0/matsku/productadmin/group: the operator's catalogue with each product's §4 status (online, offline,
 * pending); approval puts a synchronised product online, withdrawal takes it offline, a staged (unsynced)
 * product is synchronised, and the stock of each store is set by hand.
 */
export function ProductAdminPage() {
  const { t } = useTranslation();
  const statusName = useCodeName(PRODUCT_STATUS_NAMES);
  const { state: params, update, filters } = useListUrlState(adminProductQuerySchema);
  const [stockOf, setStockOf] = useState<string | null>(null);
  // The balances open below the whole list, far from the row's button: the focus (and so the view) goes there.
  const stockArea = useInlineFormFocus(stockOf);
  const list = useQuery(adminProductsQuery(params));
  useOffsetInRange(list.data, params, update);
  const setProductStatus = useSetProductStatus();
  const synchronize = useSynchronize();
  const failed = useAdminWriteFailed();

  const changed = (product: AdminProduct, key: string) =>
    notify({ type: 'success', text: t(key, { name: product.name }) });
  const approve = (product: AdminProduct, next: 'online' | 'offline') =>
    setProductStatus.mutate(
      { product, status: next },
      {
        onSuccess: () =>
          changed(product, next === 'online' ? 'matsku.admin.approved' : 'matsku.admin.withdrawn'),
        onError: (error) => failed(error),
      },
    );
  const sync = (product: AdminProduct) =>
    synchronize.mutate(product, {
      onSuccess: () => changed(product, 'matsku.admin.synchronized'),
      onError: (error) => failed(error),
    });
  const columns = useProductAdminColumns({
    onSync: sync,
    onStatus: approve,
    stockOf,
    onStock: (product) => setStockOf(stockOf === product.code ? null : product.code),
  });

  return (
    <Page labelledBy="product-admin-title">
      <PageHeader id="product-admin-title" title={t('shell.nav.product-admin')} />
      <FilterBar label={t('matsku.admin.filters')} filters={filters} layout="wrap">
        <ListSearchInput
          maxLength={SHOP_SEARCH_MAX}
          label={t('matsku.admin.search')}
          searched={params.q}
          onSearch={(q) => update({ q })}
          clearLabel={t('matsku.clear-search')}
          searchLabel={t('matsku.search-button')}
          placeholder={t('matsku.admin.search-placeholder')}
        />
        <Dropdown
          label={t('matsku.admin.status')}
          value={params.status ?? 'all'}
          options={[
            { id: 'all', label: t('matsku.admin.all-statuses') },
            ...PRODUCT_STATUSES.map((id) => ({ id, label: statusName(id) })),
          ]}
          onChange={(value) =>
            update({ status: value && value !== 'all' ? (value as ProductStatus) : undefined })
          }
        />
      </FilterBar>
      <section aria-labelledby="product-admin-list">
        <h2 id="product-admin-list" className={styles.heading}>
          {t('matsku.admin.products')}
        </h2>
        <QueryTable
          query={list}
          loading={{ label: t('matsku.loading'), variant: 'lines', lines: 5 }}
          failed={t('matsku.load-failed')}
          count={(data) => t('matsku.admin.count', { total: pageTotal(data) })}
          empty={t('matsku.none')}
          columns={columns}
          rowKey={(row) => row.code}
          pagingLabel={t('matsku.paging')}
          offset={params.offset}
          pageSize={params.pageSize}
          onOffset={(offset) => update({ offset })}
        />
      </section>
      <InlineFormArea ref={stockArea} onEscape={() => setStockOf(null)}>
        {stockOf ? (
          <StockEditor key={stockOf} productCode={stockOf} onClose={() => setStockOf(null)} />
        ) : null}
      </InlineFormArea>
    </Page>
  );
}
