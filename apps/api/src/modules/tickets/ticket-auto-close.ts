import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ticketEvents, tickets } from '../../db/schema';
import { HttpError } from '../../http-errors';
import type { TicketRow, TicketsRepo } from './tickets.repo';

export const AUTO_CLOSE_JOB = 'tickets.auto-close';
export const AUTO_CLOSE_EVERY_MS = 60 * 60_000;
/** Tickets closed per run at most; the next run takes the rest. */
const BATCH = 500;
/** The timeline credits the portal itself with a change nobody made by hand. */
export const AUTO_CLOSE_ACTOR = 'Kaista';

/**
 * A RESOLVED ticket closes by itself once it has stayed resolved for the configured days. "Resolved since"
 * is its latest move to RESOLVED in the timeline, so a ticket the customer reopened and the desk resolved
 * again starts over; a reopened one is not RESOLVED and is left alone.
 */
export class TicketAutoClose {
  constructor(
    private readonly db: Database,
    private readonly tickets: TicketsRepo,
    private readonly days: number,
  ) {}

  async run(): Promise<number> {
    const resolvedAt = this.db
      .select({ at: sql`max(${ticketEvents.createdAt})` })
      .from(ticketEvents)
      .where(
        and(
          eq(ticketEvents.companyId, tickets.companyId),
          eq(ticketEvents.ticketId, tickets.id),
          eq(ticketEvents.toStatus, 'RESOLVED'),
        ),
      );
    const due = await this.db
      .select()
      .from(tickets)
      .where(
        and(
          eq(tickets.status, 'RESOLVED'),
          sql`(${resolvedAt}) < now() - make_interval(days => ${this.days})`,
        ),
      )
      .limit(BATCH);
    let closed = 0;
    for (const ticket of due) if (await this.close(ticket)) closed += 1;
    return closed;
  }

  /** Made only on the version read: a customer's answer meanwhile (412) keeps the ticket open. */
  private async close(ticket: TicketRow): Promise<boolean> {
    try {
      await this.tickets.change(
        ticket,
        { status: 'CLOSED' },
        { kind: 'status', fromStatus: 'RESOLVED', toStatus: 'CLOSED', actorName: AUTO_CLOSE_ACTOR },
      );
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 412) return false;
      throw error;
    }
  }
}
