import type { ShellItems } from '../../lib/routing/area';
import { OrderCartHeaderItem } from './order-cart-header-item';
import { useServicesBadge } from './use-services-badge';

/** Ordering gives the header its order cart and the services entry its badge while a cart is active (§2). */
export const orderingShellItems: ShellItems = {
  badges: { services: useServicesBadge },
  headerItem: OrderCartHeaderItem,
};
