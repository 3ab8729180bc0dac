import type { ReorderChange } from '@kaista/domain/matsku';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { i18n } from '../../lib/i18n/i18n';
import { useOneAtATime } from '../../lib/forms/use-one-at-a-time';
import { notify } from '../../lib/notifications/notification-store';
import { Button } from '../../ui';
import { pastOrdersQuery, useReorder } from './matsku-queries';
import styles from './past-orders.module.css';
import parts from './shop-parts.module.css';
import { usePrice } from './use-price';

/**
 * The caller's latest shop orders; "order again" puts an order's lines back in the basket and tells what is
 * not as it was: left out (no longer sold, out of stock), fewer in stock than ordered, a new price.
 */
export function PastOrders({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const price = usePrice();
  const orders = useQuery(pastOrdersQuery(companyId));
  const reorder = useReorder(companyId);
  const [changes, setChanges] = useState<{ orderNumber: string; changes: ReorderChange[] } | null>(null);

  const again = useOneAtATime(async (orderNumber: string) => {
    const result = await reorder.mutateAsync(orderNumber);
    setChanges({ orderNumber, changes: result.changes });
    notify({
      text: t('matsku.past.reordered', { number: orderNumber }),
      language: i18n.language,
      type: 'success',
    });
  });

  if (!orders.data || orders.data.items.length === 0) return null;
  const said = (change: ReorderChange) =>
    change.change === 'price' && change.before && change.after
      ? t('matsku.past.change.price', {
          name: change.name,
          before: price(change.before),
          after: price(change.after),
        })
      : t(`matsku.past.change.${change.change}`, { name: change.name, count: change.balance ?? 0 });

  return (
    <section className={styles.pastOrders} aria-labelledby="past-orders">
      <h2 id="past-orders" className={parts.panelTitle}>
        {t('matsku.past.title')}
      </h2>
      {changes && changes.changes.length > 0 && (
        <div role="status" className={styles.reorderChanges}>
          <p>{t('matsku.past.changes', { number: changes.orderNumber })}</p>
          <ul>
            {changes.changes.map((change) => (
              <li key={`${change.productCode}-${change.change}`}>{said(change)}</li>
            ))}
          </ul>
        </div>
      )}
      <ul className={parts.lines}>
        {orders.data.items.map((order) => (
          <li key={order.id} className={parts.listRow}>
            <div>
              <strong>{order.orderNumber}</strong> · {formatDate(order.createdAt)} ·{' '}
              {t('matsku.units', { count: order.totalItems })} · {price(order.totalPrice)}
              <p className={styles.pastLines}>
                {order.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}
              </p>
            </div>
            <Button
              variant="secondary"
              isDisabled={reorder.isPending}
              onPress={() => void again(order.orderNumber)}
              aria-label={t('matsku.past.again-named', { number: order.orderNumber })}
            >
              {t('matsku.past.again')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
