import { formatTicketDay, ticketDay, type TicketSummary } from '@kaista/domain/tickets';
import { useTranslation } from '../../lib/i18n/use-translation';

/** A visit's or a shipment's day as a list row tells it ("Day of the visit 10.12.2026 09:30"); none without one. */
export function useTicketDayText(): (ticket: Pick<TicketSummary, 'type' | 'details'>) => string[] {
  const { t } = useTranslation();
  return (ticket) => {
    const day = ticketDay(ticket.type, ticket.details);
    if (!day) return [];
    return [`${t(`tickets.details.${day.key}`)} ${formatTicketDay(day)}`];
  };
}
