import type { MatskuCart } from '@kaista/domain/matsku';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CartLine } from './cart-line';
import parts from './shop-parts.module.css';
import { usePrice } from './use-price';

/** The basket's lines, each with its stepper, and their total: the same in the mini cart and the order summary. */
export function CartLines({ cart, companyId }: { cart: MatskuCart; companyId: string }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <>
      <ul className={parts.lines}>
        {cart.entries.map((entry) => (
          <CartLine key={entry.entryNumber} entry={entry} companyId={companyId} />
        ))}
      </ul>
      <p className={parts.total}>
        <span>{t('matsku.cart.total')}</span>
        <strong>{price(cart.totalPrice)}</strong>
      </p>
    </>
  );
}
