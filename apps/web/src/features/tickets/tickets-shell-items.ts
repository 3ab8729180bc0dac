import type { ShellItems } from '../../lib/routing/area';
import { useTicketsBadge } from './use-tickets-badge';

/** Tickets give the menu its badge: the requests waiting for the user's reply. */
export const ticketsShellItems: ShellItems = { badges: { tickets: useTicketsBadge } };
