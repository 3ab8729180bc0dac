import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { TicketStatus } from '@kaista/domain/tickets';
import type { Database } from '../../db/client';
import { ticketStatusCounts } from '../../db/schema';

/**
 * The per-status ticket counts that triggers keep exact in the same transaction as each change of tickets
 * (docs/decisions/007): reading them costs one index lookup per status, however many tickets a company has.
 */
export class TicketStatusCountsRepo {
  constructor(private readonly db: Database) {}

  /** The company's tickets per status outside the closed ones. */
  async openByStatus(companyId: string, closed: readonly TicketStatus[]) {
    return this.db
      .select({ status: ticketStatusCounts.status, count: ticketStatusCounts.tickets })
      .from(ticketStatusCounts)
      .where(
        and(eq(ticketStatusCounts.companyId, companyId), notInArray(ticketStatusCounts.status, [...closed])),
      );
  }

  /** The company's tickets in the given statuses (all of them without any). */
  async total(companyId: string, statuses: readonly TicketStatus[] | undefined): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string | number | null>`sum(${ticketStatusCounts.tickets})` })
      .from(ticketStatusCounts)
      .where(
        and(
          eq(ticketStatusCounts.companyId, companyId),
          statuses?.length ? inArray(ticketStatusCounts.status, [...statuses]) : undefined,
        ),
      );
    return Number(row?.total ?? 0);
  }
}
