import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompanyId } from '../../lib/routing/company-id';
import { pageTotal } from '../../lib/lists/page-total';
import { Notification, Page, PageHeader, Pager, QueryContent } from '../../ui';
import { cartQuery, productSearchQuery } from './matsku-queries';
import styles from './shop-page.module.css';
import { ProductCard } from './product-card';
import { ShopFilters } from './shop-filters';
import { useShopOrderable } from './use-shop-orderable';
import { useShopSearch } from './use-shop-search';

/** §2 /{companyId}/matsku: the catalogue the company may buy from, searched, filtered and paged by 20. */
export function ShopPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const { state, update } = useShopSearch();
  // Stock is shown for the basket's place of delivery once one is chosen, else for all the stores.
  const storeId = useQuery(cartQuery(companyId)).data?.storeId ?? undefined;
  const products = useQuery(productSearchQuery(companyId, { ...state, storeId }));
  const orderable = useShopOrderable(companyId);

  return (
    <Page labelledBy="shop-title">
      <PageHeader id="shop-title" title={t('shell.nav.matsku')} />
      {orderable ? null : <Notification type="info">{t('matsku.no-stores-to-order')}</Notification>}
      <ShopFilters state={state} facets={products.data?.facets} stock={orderable} onChange={update} />
      <QueryContent
        query={products}
        loading={{ label: t('matsku.loading'), variant: 'page' }}
        failed={t('matsku.load-failed')}
        retry={t('matsku.retry')}
        isEmpty={(data) => data.items.length === 0}
        count={(data) =>
          t('matsku.count', { total: pageTotal({ total: data.total, totalCapped: data.capped }) })
        }
        empty={t('matsku.none')}
      >
        {(data) => (
          <>
            <ul className={styles.grid} aria-label={t('matsku.list-label')} aria-busy={products.isFetching}>
              {data.items.map((product) => (
                <ProductCard
                  key={product.code}
                  product={product}
                  companyId={companyId}
                  orderable={orderable}
                />
              ))}
            </ul>
            <Pager
              label={t('matsku.paging')}
              offset={state.offset}
              pageSize={state.hits}
              page={data}
              onOffset={(offset) => update({ offset })}
            />
          </>
        )}
      </QueryContent>
    </Page>
  );
}
