import type { ShellItems } from '../../lib/routing/area';
import { useOrderRequestsBadge } from './use-order-requests-badge';

/** Orders give the menu the badge of the order requests waiting for the user. */
export const ordersShellItems: ShellItems = { badges: { 'order-requests': useOrderRequestsBadge } };
