import { ORDER_STATUS_NAMES, type OrderStatus } from '@kaista/domain/orders';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './orders.module.css';

// The style sheet's classes arrive in camelCase (vite's camelCaseOnly), so each tone names its class.
const TONE: Partial<Record<OrderStatus, string | undefined>> = {
  COMPLETED: styles.chipDone,
  SUCCESS: styles.chipDone,
  ERRORED: styles.chipFailed,
  CANCELLED: styles.chipEnded,
  DISCARDED: styles.chipEnded,
  HOLD: styles.chipWaiting,
  PENDING: styles.chipWaiting,
};

/** §4 an order's status as a coloured label. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const statusName = useCodeName(ORDER_STATUS_NAMES);
  return (
    <span className={`${styles.chip} ${TONE[status] ?? styles.chipWorking ?? ''}`}>{statusName(status)}</span>
  );
}
