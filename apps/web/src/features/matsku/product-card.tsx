import type { ShopProduct } from '@kaista/domain/matsku';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, ProductImage } from '../../ui';
import styles from './product-card.module.css';
import { StockLight } from './stock-light';
import { useAddToCart } from './use-add-to-cart';
import { usePrice } from './use-price';

interface ProductCardProps {
  product: ShopProduct;
  companyId: string;
  /** False in a company without stores: the card is for browsing (see `useShopOrderable`). */
  orderable: boolean;
}

/** A product in the catalogue: the 190 px image (§9), name, price, stock light and add to basket. */
export function ProductCard({ product, companyId, orderable }: ProductCardProps) {
  const { t } = useTranslation();
  const price = usePrice();
  const cart = useAddToCart(companyId);
  return (
    <li className={styles.card}>
      <ProductImage src={product.imageUrl} alt="" isCard className={styles.cardImage} />
      <Link className={styles.cardName} to={`product/${product.code}`}>
        {product.name}
      </Link>
      <span className={styles.cardBrand}>{product.brand}</span>
      <span className={styles.price}>{price(product.price)}</span>
      {orderable ? <StockLight stock={product.stock} /> : null}
      {product.packageSize > 1 ? (
        <span className={styles.package}>{t('matsku.package', { count: product.packageSize })}</span>
      ) : null}
      {orderable ? (
        <Button
          size="small"
          aria-label={t('matsku.add-named', { name: product.name })}
          isDisabled={product.stock.status === 'noStock'}
          onPress={() => cart.add(product)}
        >
          {t('matsku.add-to-cart')}
        </Button>
      ) : null}
    </li>
  );
}
