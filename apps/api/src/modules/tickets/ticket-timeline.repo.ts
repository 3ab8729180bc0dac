import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ticketEvents } from '../../db/schema';

export type TicketEventRow = typeof ticketEvents.$inferSelect;

/** A ticket's status changes and assignments; callers have already checked the ticket's company. */
export class TicketTimelineRepo {
  constructor(private readonly db: Database) {}

  list(companyId: string, ticketId: string): Promise<TicketEventRow[]> {
    return this.db
      .select()
      .from(ticketEvents)
      .where(and(eq(ticketEvents.companyId, companyId), eq(ticketEvents.ticketId, ticketId)))
      .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id));
  }
}
