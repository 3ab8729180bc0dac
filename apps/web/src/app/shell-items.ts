import { matskuShellItems } from '../features/matsku/matsku-shell-items';
import { orderingShellItems } from '../features/ordering/ordering-shell-items';
import { ordersShellItems } from '../features/orders/orders-shell-items';
import { quickSearchShellItems } from '../features/quick-search/quick-search-shell-items';
import { ticketsShellItems } from '../features/tickets/tickets-shell-items';
import type { ShellItems } from '../lib/routing/area';

/** What areas put into the shell, one line each: their header actions in this order, and their menu badges. */
export const SHELL_ITEMS: readonly ShellItems[] = [
  quickSearchShellItems,
  matskuShellItems,
  ticketsShellItems,
  orderingShellItems,
  ordersShellItems,
];
