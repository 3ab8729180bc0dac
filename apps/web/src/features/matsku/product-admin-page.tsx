import { PRODUCT_STATUSES, type AdminProduct, type ProductStatus } from '@kaista/domain/matsku';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notifications/notification-store';
import { Button, DataTable, Dropdown, Page, PageHeader, Pager, QueryContent, SearchInput } from '../../ui';
import { adminProductsQuery, ADMIN_PAGE_SIZE, useSetProductStatus, useSynchronize } from './admin-queries';
import { useAdminWriteFailed } from './admin-write-failed';
import { StockEditor } from './stock-editor';
import styles from './product-admin.module.css';

/**
 * /0/matsku/productadmin/group: the operator's catalogue with each product's §4 status (online, offline,
 * pending); approval puts a synchronised product online, withdrawal takes it offline, a staged (unsynced)
 * product is synchronised, and the stock of each store is set by hand.
 */
export function ProductAdminPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ProductStatus | null>(null);
  const [offset, setOffset] = useState(0);
  const [stockOf, setStockOf] = useState<string | null>(null);
  const list = useQuery(adminProductsQuery({ q, offset, ...(status ? { status } : {}) }));
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

  return (
    <Page labelledBy="product-admin-title">
      <PageHeader id="product-admin-title" title={t('shell.nav.product-admin')} />
      <div className={styles.filters}>
        <SearchInput
          label={t('matsku.admin.search')}
          value={text}
          onChange={setText}
          onSubmit={(value) => {
            setQ(value.trim());
            setOffset(0);
          }}
          clearLabel={t('matsku.clear-search')}
          searchLabel={t('matsku.search-button')}
          placeholder={t('matsku.search-placeholder')}
        />
        <Dropdown
          label={t('matsku.admin.status')}
          value={status ?? 'all'}
          options={[
            { id: 'all', label: t('matsku.admin.all-statuses') },
            ...PRODUCT_STATUSES.map((id) => ({ id, label: t(`matsku.admin.status-${id}`) })),
          ]}
          onChange={(value) => {
            setStatus(value && value !== 'all' ? (value as ProductStatus) : null);
            setOffset(0);
          }}
        />
      </div>
      <section aria-labelledby="product-admin-list">
        <h2 id="product-admin-list" className={styles.heading}>
          {t('matsku.admin.products')}
        </h2>
        <QueryContent
          query={list}
          loading={{ label: t('matsku.loading'), variant: 'lines', lines: 5 }}
          failed={t('matsku.load-failed')}
          isEmpty={(data) => data.items.length === 0}
          empty={t('matsku.none')}
        >
          {(data) => (
            <>
              <DataTable<AdminProduct>
                rows={data.items}
                rowKey={(row) => row.code}
                labelWidth="8rem"
                columns={[
                  {
                    id: 'name',
                    header: t('matsku.admin.product'),
                    cell: (row) => (
                      <span className={styles.name}>
                        {row.name}
                        <span className={styles.code}>{row.code}</span>
                      </span>
                    ),
                  },
                  {
                    id: 'category',
                    header: t('matsku.categories'),
                    cell: (row) => t(`matsku.category.${row.category}`),
                  },
                  {
                    id: 'status',
                    header: t('matsku.admin.status'),
                    cell: (row) => (
                      <span className={styles.status} data-status={row.status}>
                        {t(`matsku.admin.status-${row.status}`)}
                        {row.synced ? null : ` · ${t('matsku.admin.unsynced')}`}
                      </span>
                    ),
                  },
                  {
                    id: 'stock',
                    header: t('matsku.admin.total-stock'),
                    cell: (row) => t('matsku.units', { count: row.totalStock }),
                  },
                  {
                    id: 'actions',
                    header: t('matsku.admin.actions'),
                    cell: (row) => (
                      <span className={styles.actions}>
                        {row.synced ? null : (
                          <Button
                            size="small"
                            variant="secondary"
                            aria-label={t('matsku.admin.synchronize-named', { name: row.name })}
                            onPress={() => sync(row)}
                          >
                            {t('matsku.admin.synchronize')}
                          </Button>
                        )}
                        {row.status === 'online' ? (
                          <Button
                            size="small"
                            variant="secondary"
                            aria-label={t('matsku.admin.withdraw-named', { name: row.name })}
                            onPress={() => approve(row, 'offline')}
                          >
                            {t('matsku.admin.withdraw')}
                          </Button>
                        ) : row.synced ? (
                          <Button
                            size="small"
                            aria-label={t('matsku.admin.approve-named', { name: row.name })}
                            onPress={() => approve(row, 'online')}
                          >
                            {t('matsku.admin.approve')}
                          </Button>
                        ) : null}
                        <Button
                          size="small"
                          variant="tertiary"
                          aria-label={t('matsku.admin.stock-named', { name: row.name })}
                          aria-expanded={stockOf === row.code}
                          onPress={() => setStockOf(stockOf === row.code ? null : row.code)}
                        >
                          {t('matsku.admin.stock')}
                        </Button>
                      </span>
                    ),
                  },
                ]}
              />
              <Pager
                label={t('matsku.paging')}
                offset={offset}
                pageSize={ADMIN_PAGE_SIZE}
                page={data}
                onOffset={setOffset}
              />
            </>
          )}
        </QueryContent>
      </section>
      {stockOf ? <StockEditor key={stockOf} productCode={stockOf} onClose={() => setStockOf(null)} /> : null}
    </Page>
  );
}
