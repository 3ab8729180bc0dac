import { eq, ilike, or, type SQL } from 'drizzle-orm';
import { containing } from '../../db/like-pattern';
import { ticketDetailsMatch, tickets } from '../../db/schema';

/**
 * The tickets' free-text search, one condition for a company's list and the desk's queue: the words in the
 * subject, the description or a detail's value (through their trigram indexes), or the ticket's number.
 */
export function ticketTextMatch(search: string): SQL | undefined {
  const pattern = containing(search);
  const asNumber = /^#?\d{1,15}$/.test(search) ? Number(search.replace('#', '')) : null;
  return or(
    ilike(tickets.subject, pattern),
    ilike(tickets.description, pattern),
    ticketDetailsMatch(pattern),
    asNumber === null ? undefined : eq(tickets.number, asNumber),
  );
}
