import type { OrderStatus } from '@kaista/domain/orders';
import { useTranslation } from 'react-i18next';
import styles from './orders.module.css';

const TONE: Partial<Record<OrderStatus, string>> = {
  COMPLETED: 'done',
  SUCCESS: 'done',
  ERRORED: 'failed',
  CANCELLED: 'ended',
  DISCARDED: 'ended',
  HOLD: 'waiting',
  PENDING: 'waiting',
};

/** §4 an order's status as a coloured label. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.chip} ${styles[`chip-${TONE[status] ?? 'working'}`] ?? ''}`}>
      {t(`orders.status.${status}`)}
    </span>
  );
}
