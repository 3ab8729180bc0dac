import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompanyId } from '../../lib/routing/company-id';
import { BackLink, Button, Page, PageHeader, QueryContent } from '../../ui';
import { cartQuery, storesQuery, useCartChange } from './matsku-queries';
import styles from './stores-page.module.css';

/**
 * §2 /{companyId}/matsku/stores, for the representatives only and shown without the primary menu: the
 * company's stores with their addresses; choosing one makes it the basket's place of delivery, so the shop
 * shows that store's stock.
 */
export function StoresPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const stores = useQuery(storesQuery(companyId));
  const cart = useQuery(cartQuery(companyId));
  const change = useCartChange(companyId);
  const chosen = cart.data?.storeId ?? null;

  return (
    <Page labelledBy="stores-title">
      <BackLink to={`/${companyId}/matsku`}>{t('matsku.product.back')}</BackLink>
      <PageHeader id="stores-title" title={t('shell.nav.matsku-stores')} />
      <QueryContent
        query={stores}
        loading={{ label: t('matsku.stores.loading'), variant: 'page' }}
        failed={t('matsku.stores.load-failed')}
        retry={t('matsku.retry')}
        isEmpty={(data) => data.length === 0}
        count={(data) => t('matsku.stores.count', { total: data.length })}
        empty={t('matsku.stores.none')}
      >
        {(data) => (
          <ul className={styles.stores} aria-label={t('shell.nav.matsku-stores')}>
            {data.map((store) => (
              <li key={store.id} className={styles.store}>
                <h2 className={styles.storeName}>{store.name}</h2>
                <p className={styles.storeAddress}>
                  {store.street}
                  <br />
                  {store.postalNumber} {store.city}
                </p>
                <p className={styles.storeNumber}>{t('matsku.stores.number', { id: store.id })}</p>
                {chosen === store.id ? (
                  <p className={styles.storeChosen}>{t('matsku.stores.chosen')}</p>
                ) : (
                  <Button
                    variant="secondary"
                    isDisabled={change.isPending || cart.isPending}
                    onPress={() => change.mutate({ kind: 'store', storeId: store.id })}
                    aria-label={t('matsku.stores.choose-named', { name: store.name })}
                  >
                    {t('matsku.stores.choose')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    </Page>
  );
}
