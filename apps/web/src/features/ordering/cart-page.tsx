import { CART_QUANTITY_MAX } from '@kaista/domain/ordering';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import {
  EmptyState,
  LoadingPlaceholder,
  Notification,
  Page,
  PageHeader,
  QuantityStepper,
  PrimaryLink,
} from '../../ui';
import { SaveTemplateForm } from './save-template-form';
import { OrderSteps } from './order-steps';
import { useRemoveBundle, useSetQuantity } from './cart-line-mutations';
import { orderAvailabilityQuery, useAnalyticsEvent, useCart, useCartOwner } from './cart-queries';
import { pricesText, totalsText } from './price-text';
import styles from './ordering.module.css';

/** §2 /order/new/cart: the order lines with their products, quantities and prices, and the cart's totals. */
export function CartPage() {
  const { t, i18n } = useTranslation();
  const { cart, isPending } = useCart();
  const remove = useRemoveBundle();
  const quantity = useSetQuantity();
  useAnalyticsEvent('view_cart', cart?.code);
  // §7 POST /availability/orders: a line that cannot be ordered as it is (out of stock, no longer offered).
  const availability = useQuery(orderAvailabilityQuery(useCartOwner(), cart));
  const problemOf = (orderlineBundleNo: number) =>
    availability.data?.lines.find(
      (line) => line.orderlineBundleNo === orderlineBundleNo && line.status !== 'AVAILABLE',
    );
  if (isPending) return <LoadingPlaceholder label={t('ordering.loading')} />;
  return (
    <Page labelledBy="cart-title">
      <PageHeader id="cart-title" title={t('ordering.steps.cart')} />
      <OrderSteps />
      {!cart || cart.lines.length === 0 ? (
        <EmptyState action={<Link to="..">{t('ordering.browse')}</Link>}>
          {t('ordering.empty-cart')}
        </EmptyState>
      ) : (
        <>
          <ul className={styles.lines}>
            {cart.lines.map((line) => (
              <li key={line.orderlineBundleNo} className={styles.line}>
                <h2 className={styles.cardTitle}>{line.products[0]?.name ?? line.name}</h2>
                {problemOf(line.orderlineBundleNo) ? (
                  <Notification type="warning">
                    {t(`ordering.availability.${problemOf(line.orderlineBundleNo)!.status}`, {
                      count: problemOf(line.orderlineBundleNo)!.units ?? 0,
                    })}
                  </Notification>
                ) : null}
                <ul className={styles.components}>
                  {line.products.slice(1).map((product) => (
                    <li key={product.code}>
                      {product.name}{' '}
                      <span className={styles.hint}>{pricesText(t, i18n.language, product.prices)}</span>
                    </li>
                  ))}
                </ul>
                <QuantityStepper
                  label={t('ordering.quantity')}
                  decreaseLabel={t('ordering.decrease')}
                  increaseLabel={t('ordering.increase')}
                  value={line.quantity}
                  max={CART_QUANTITY_MAX}
                  isDisabled={quantity.isPending || remove.isPending}
                  onChange={(value) =>
                    quantity.mutate({ cart, input: { bundleNo: line.orderlineBundleNo, quantity: value } })
                  }
                  isRemovable
                  removeLabel={t('ordering.remove', { name: line.products[0]?.name ?? line.name })}
                  onRemove={() => remove.mutate({ cart, input: line.orderlineBundleNo })}
                />
                <p className={styles.price}>{totalsText(t, i18n.language, line.totals)}</p>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            {t('ordering.total')}: {totalsText(t, i18n.language, cart.totals)}
          </p>
          <PrimaryLink to="../contents" relative="path">
            {t('ordering.continue')}
          </PrimaryLink>
          <SaveTemplateForm cart={cart} />
        </>
      )}
    </Page>
  );
}
