import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import {
  BackLink,
  Button,
  DetailFailure,
  FactsList,
  LoadingPlaceholder,
  Notification,
  Page,
  PageHeader,
  ProductImage,
} from '../../ui';
import { cartQuery, productQuery } from './matsku-queries';
import styles from './product-page.module.css';
import card from './product-card.module.css';
import { StockLight } from './stock-light';
import { useAddToCart } from './use-add-to-cart';
import { useShopOrderable } from './use-shop-orderable';
import { usePrice } from './use-price';

/** One product: the 500 px image, description, price, package size and the stock at the place of delivery. */
export function ProductPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const { productCode = '' } = useParams();
  const price = usePrice();
  const cart = useAddToCart(companyId);
  const storeId = useQuery(cartQuery(companyId)).data?.storeId ?? undefined;
  const product = useQuery(productQuery(companyId, productCode, storeId));
  const orderable = useShopOrderable(companyId);
  const back = <BackLink to={`/${companyId}/matsku`}>{t('matsku.product.back')}</BackLink>;
  if (product.isPending) return <LoadingPlaceholder label={t('matsku.loading')} variant="page" />;
  if (product.isError)
    return (
      <DetailFailure
        error={product.error}
        notFound={t('matsku.product.not-found')}
        back={back}
        onRetry={() => void product.refetch()}
      />
    );
  const item = product.data;
  return (
    <Page labelledBy="product-title">
      {back}
      <PageHeader id="product-title" title={item.name} />
      <div className={styles.product}>
        <ProductImage src={item.imageUrl} alt={item.name} className={styles.productImage} />
        <div className={styles.productFacts}>
          <p>{item.description}</p>
          <FactsList mutedTerms>
            <dt>{t('matsku.product.brand')}</dt>
            <dd>{item.brand}</dd>
            <dt>{t('matsku.product.code')}</dt>
            <dd>{item.code}</dd>
            {orderable ? (
              <>
                <dt>{t('matsku.product.stock-at')}</dt>
                <dd>
                  <StockLight stock={item.stock} />
                </dd>
              </>
            ) : null}
          </FactsList>
          <p className={styles.bigPrice}>{price(item.price)}</p>
          <p className={card.package}>
            {item.packageSize > 1 ? t('matsku.package', { count: item.packageSize }) : null}{' '}
            {t('matsku.product.vat')}
          </p>
          {orderable ? (
            <Button isDisabled={item.stock.status === 'noStock'} onPress={() => cart.add(item)}>
              {t('matsku.add-to-cart')}
            </Button>
          ) : (
            <Notification type="info">{t('matsku.no-stores-to-order')}</Notification>
          )}
        </div>
      </div>
    </Page>
  );
}
