import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@kaista/domain/shared/api';
import {
  CLOSED_TICKET_STATUSES,
  TICKET_LIMITS,
  type TicketStatus,
  type TicketType,
  type TicketUrgency,
} from '@kaista/domain/tickets';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { companies, openTicket, queueUrgencyRank, ticketDay, tickets } from '../../db/schema';
import { ticketTextMatch } from './ticket-text-match';
import type { TicketRow } from './tickets.repo';

export interface TicketQueueFilter {
  statuses?: readonly TicketStatus[] | undefined;
  type?: TicketType | undefined;
  urgency?: TicketUrgency | undefined;
  companyId?: string | undefined;
  /** A staff member's id for their own tickets, null for the unassigned ones, undefined for everyone's. */
  assigneeId?: string | null | undefined;
  /** The tickets for a day (yyyy-mm-dd): a visit's, a shipment's arrival or pick-up. */
  day?: string | undefined;
  /** Words or a number, as a company's list searches them. */
  search?: string | undefined;
  offset: number;
  pageSize: number;
}

export interface TicketQueueRow {
  ticket: TicketRow;
  companyName: string;
}

const isOpen = (status: TicketStatus) => !CLOSED_TICKET_STATUSES.includes(status);

/**
 * An urgency as a range of the queue indexes' rank (critical sorts as false, before true). Written with < and
 * >=, since the planner rewrites `rank = false` into `urgency = 'critical'`, which no queue index serves.
 */
const urgencyRange = (urgency: TicketUrgency) =>
  urgency === 'critical' ? sql`${queueUrgencyRank} < true` : sql`${queueUrgencyRank} >= true`;

/**
 * Open tickets, or the statuses asked for; a filter of open statuses only keeps the open condition too, so
 * the partial queue indexes still serve it.
 */
function whereOf(filter: TicketQueueFilter): SQL | undefined {
  const statuses = filter.statuses?.length ? filter.statuses : undefined;
  const conditions: (SQL | undefined)[] = [
    !statuses || statuses.every(isOpen) ? openTicket : undefined,
    statuses ? inArray(tickets.status, [...statuses]) : undefined,
    filter.type ? eq(tickets.type, filter.type) : undefined,
    filter.urgency ? urgencyRange(filter.urgency) : undefined,
    filter.companyId ? eq(tickets.companyId, filter.companyId) : undefined,
    filter.assigneeId === null ? isNull(tickets.assigneeId) : undefined,
    filter.assigneeId ? eq(tickets.assigneeId, filter.assigneeId) : undefined,
    filter.day ? sql`${ticketDay} = ${filter.day}` : undefined,
    filter.search ? ticketTextMatch(filter.search) : undefined,
  ];
  return and(...conditions);
}

/** The queue's order: critical first, then the oldest, as the queue indexes hold it. */
const QUEUE_ORDER = [asc(queueUrgencyRank), asc(tickets.createdAt), asc(tickets.id)];

/** The desk's queue across every company (operator staff only, so no company scope). */
export class TicketQueueRepo {
  constructor(private readonly db: Database) {}

  async list(filter: TicketQueueFilter): Promise<Page<TicketQueueRow>> {
    const where = whereOf(filter);
    return paginate(this.db, filter, {
      rows: ({ offset, pageSize }) => this.page(where, offset, pageSize),
      matches: this.db
        .select({ one: sql`1` })
        .from(tickets)
        .where(where)
        .$dynamic(),
      countCap: TICKET_LIMITS.countCap,
    });
  }

  /** A deferred join: the page's keys from the index alone, then those rows and their companies' names. */
  private async page(where: SQL | undefined, offset: number, limit: number): Promise<TicketQueueRow[]> {
    const page = this.db
      .select({ companyId: tickets.companyId, id: tickets.id })
      .from(tickets)
      .where(where)
      .orderBy(...QUEUE_ORDER)
      .limit(limit)
      .offset(offset)
      .as('page');
    return this.db
      .select({ ticket: tickets, companyName: companies.name })
      .from(page)
      .innerJoin(tickets, and(eq(tickets.companyId, page.companyId), eq(tickets.id, page.id)))
      .innerJoin(companies, eq(companies.id, tickets.companyId))
      .orderBy(...QUEUE_ORDER);
  }
}
