import type { ShopProduct } from '@kaista/domain/matsku';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './stock-light.module.css';

/** §4 stock traffic light: GREEN in stock, YELLOW low, RED none; the colour is never the only sign. */
export function StockLight({ stock }: { stock: ShopProduct['stock'] }) {
  const { t } = useTranslation();
  return (
    <span className={styles.stock} data-light={stock.light}>
      <span className={styles.light} aria-hidden="true" />
      {t(`matsku.stock.${stock.status}`)}
      {stock.status === 'noStock' ? null : ` (${t('matsku.units', { count: stock.balance })})`}
    </span>
  );
}
