import { cartStepperConfig, CART_QUANTITY_DEBOUNCE_MS, type CartEntry } from '@kaista/domain/matsku';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { i18n } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications/notification-store';
import { ProductImage, QuantityStepper } from '../../ui';
import { useCartChange } from './matsku-queries';
import styles from './cart-line.module.css';
import { usePrice } from './use-price';

/**
 * A basket line with its quantity stepper (§5): steps by the package size, typing only when that is 1,
 * changes sent once the clicking stops, and stepping below the least quantity or typing 0 deletes the line
 * (§8 notice).
 */
export function CartLine({ entry, companyId }: { entry: CartEntry; companyId: string }) {
  const { t } = useTranslation();
  const price = usePrice();
  const change = useCartChange(companyId);
  const [quantity, setQuantity] = useState(entry.quantity);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setQuantity(entry.quantity), [entry.quantity]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const config = cartStepperConfig(entry.product.packageSize);
  const name = entry.product.name;

  const remove = () => {
    clearTimeout(timer.current);
    change.mutate(
      { kind: 'delete', entryNumber: entry.entryNumber },
      {
        onSuccess: () =>
          notify({ text: t('matsku.deleted', { name }), language: i18n.language, type: 'success' }),
      },
    );
  };
  const changeTo = (next: number) => {
    setQuantity(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => change.mutate({ kind: 'set', entryNumber: entry.entryNumber, quantity: next }),
      CART_QUANTITY_DEBOUNCE_MS,
    );
  };

  return (
    <li className={styles.line}>
      <ProductImage src={entry.product.imageUrl} alt="" isCard className={styles.thumb} />
      <span className={styles.lineName}>{name}</span>
      <QuantityStepper
        label={t('matsku.cart.quantity', { name })}
        decreaseLabel={t('matsku.cart.decrease', { name })}
        increaseLabel={t('matsku.cart.increase', { name })}
        removeLabel={t('matsku.cart.remove', { name })}
        isRemovable
        onRemove={remove}
        removesAtZero={config.removesAtZero}
        value={quantity}
        onChange={changeTo}
        step={config.step}
        min={config.min}
        max={config.max}
        isReadOnly={config.isReadOnly}
      />
      <span className={styles.lineTotal}>{price(entry.totalPrice)}</span>
      <StoreShortfall entry={entry} quantity={quantity} />
    </li>
  );
}

/**
 * A line the chosen place of delivery cannot fill, said on the line before the order is sent, where the order
 * would only be refused as "not enough of a product" without saying which.
 */
function StoreShortfall({ entry, quantity }: { entry: CartEntry; quantity: number }) {
  const { t } = useTranslation();
  if (entry.storeBalance === null || quantity <= entry.storeBalance) return null;
  return (
    <p className={styles.shortfall}>
      {entry.storeBalance === 0
        ? t('matsku.cart.none-at-store')
        : t('matsku.cart.short-at-store', { count: entry.storeBalance })}
    </p>
  );
}
