import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortDirection } from '@kaista/domain/shared/enums';
import type { TicketSortField, TicketStatus } from '@kaista/domain/tickets';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { ticketEvents, tickets } from '../../db/schema';
import { TicketStatusCountsRepo } from './ticket-status-counts.repo';
import { ticketTextMatch } from './ticket-text-match';

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicketRow = Omit<typeof tickets.$inferInsert, 'number'>;
/** What a desk change sets, and the timeline entry that records it. */
export type TicketChange = Partial<Pick<TicketRow, 'status' | 'assigneeId' | 'assigneeName' | 'details'>>;
export type TicketEventValues = Omit<typeof ticketEvents.$inferInsert, 'companyId' | 'ticketId'>;

export interface TicketListFilter {
  companyId: string;
  statuses?: readonly TicketStatus[] | undefined;
  search?: string | undefined;
  serviceId?: string | undefined;
  sort: TicketSortField;
  direction: SortDirection;
  offset: number;
  pageSize: number;
}

/** Each order lists the columns of one index after company_id, so deep pages walk the index only. */
const ORDER_COLUMNS: Record<TicketSortField, { columns: (AnyPgColumn | SQL)[]; descending: boolean }> = {
  createdAt: { columns: [tickets.createdAt, tickets.id], descending: true },
  updatedAt: { columns: [tickets.updatedAt, tickets.id], descending: true },
  status: { columns: [tickets.status, tickets.createdAt, tickets.id], descending: false },
  subject: { columns: [sql`lower(${tickets.subject})`, tickets.id], descending: false },
};

/** The list's order, or (reversed) the same order read from the other end of its index. */
function orderBy(sort: TicketSortField, direction: SortDirection, reversed = false): SQL[] {
  const { columns, descending } = ORDER_COLUMNS[sort];
  const useDescending = (direction === 'DEFAULT' ? descending : direction === 'DESC') !== reversed;
  return columns.map((column) => (useDescending ? desc(column) : asc(column)));
}

function whereOf(
  filter: Pick<TicketListFilter, 'companyId' | 'statuses' | 'search' | 'serviceId'>,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(tickets.companyId, filter.companyId)];
  if (filter.statuses?.length) conditions.push(inArray(tickets.status, [...filter.statuses]));
  if (filter.serviceId) conditions.push(eq(tickets.relatedServiceId, filter.serviceId));
  if (filter.search) conditions.push(ticketTextMatch(filter.search));
  return and(...conditions);
}

export class TicketsRepo {
  readonly counts: TicketStatusCountsRepo;

  constructor(private readonly db: Database) {
    this.counts = new TicketStatusCountsRepo(db);
  }

  /**
   * Without a search the status counters give the exact total, so a page past the middle is read from the
   * other end of the index: a deep page skips at most half of the company's index entries. A search, or the
   * tickets of one subscription (which the counters do not keep), is counted, stopping one past the cap.
   */
  async list(filter: TicketListFilter, countCap: number): Promise<{ rows: TicketRow[]; total: number }> {
    const where = whereOf(filter);
    const { offset, pageSize } = filter;
    if (filter.search || filter.serviceId) {
      const [rows, total] = await Promise.all([
        this.page(filter, where, { offset, limit: pageSize, reversed: false }),
        this.countUpTo(where, countCap + 1),
      ]);
      return { rows, total };
    }
    const total = await this.counts.total(filter.companyId, filter.statuses);
    if (offset * 2 <= total)
      return { rows: await this.page(filter, where, { offset, limit: pageSize, reversed: false }), total };
    const limit = Math.min(pageSize, total - offset);
    if (limit <= 0) return { rows: [], total };
    const rows = await this.page(filter, where, { offset: total - offset - limit, limit, reversed: true });
    return { rows, total };
  }

  /** A deferred join: the page's keys come from the index alone, then only those rows are read. */
  private async page(
    filter: TicketListFilter,
    where: SQL | undefined,
    window: { offset: number; limit: number; reversed: boolean },
  ): Promise<TicketRow[]> {
    const page = this.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(where)
      .orderBy(...orderBy(filter.sort, filter.direction, window.reversed))
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    const rows = await this.db
      .select({ ticket: tickets })
      .from(tickets)
      .innerJoin(page, eq(page.id, tickets.id))
      .where(eq(tickets.companyId, filter.companyId))
      .orderBy(...orderBy(filter.sort, filter.direction));
    return rows.map((row) => row.ticket);
  }

  private async countUpTo(where: SQL | undefined, limit: number): Promise<number> {
    const [counted] = await this.db.select({ total: count() }).from(
      this.db
        .select({ one: sql`1` })
        .from(tickets)
        .where(where)
        .limit(limit)
        .as('matches'),
    );
    return counted?.total ?? 0;
  }

  async findById(companyId: string, id: string): Promise<TicketRow | null> {
    const [row] = await this.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
    return row ?? null;
  }

  async findByNumber(companyId: string, number: number): Promise<TicketRow | null> {
    const [row] = await this.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.number, number)));
    return row ?? null;
  }

  async insert(values: NewTicketRow): Promise<TicketRow> {
    const [row] = await this.db.insert(tickets).values(values).returning();
    if (!row) throw new Error('ticket insert returned nothing');
    return row;
  }

  /** A new comment changes the ticket as its readers see it: later updated time, next version. */
  async touch(companyId: string, id: string): Promise<void> {
    await this.db
      .update(tickets)
      .set({ updatedAt: new Date(), version: nextVersion(tickets.version) })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
  }

  /**
   * A change and its timeline entry, together or not at all. A conditional one is made only where the
   * ticket still has the version it was planned on: of two racing writers exactly one wins, the other 412.
   */
  async change(
    before: TicketRow,
    set: TicketChange,
    event: TicketEventValues,
    conditional = true,
  ): Promise<TicketRow> {
    const { companyId, id } = before;
    const where = and(eq(tickets.companyId, companyId), eq(tickets.id, id)) as SQL;
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(tickets)
        .set({ ...set, updatedAt: new Date(), version: nextVersion(tickets.version) })
        .where(versionedWhere(tickets.version, where, conditional ? before.version : undefined))
        .returning();
      if (row) await tx.insert(ticketEvents).values({ companyId, ticketId: id, ...event });
      return row;
    });
    return versionedResult(updated, async () => (await this.findById(companyId, id)) !== null, 'Ticket');
  }
}
