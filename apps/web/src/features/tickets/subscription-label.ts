import { formatServiceNumber } from '@kaista/domain/services';
import type { TicketService } from '@kaista/domain/tickets';

/** A subscription as the ticket form and page name it: its number, package and user. */
export function subscriptionLabel({ number, name, userName }: Omit<TicketService, 'id'>): string {
  return [formatServiceNumber(number), name, userName].filter(Boolean).join(' · ');
}
