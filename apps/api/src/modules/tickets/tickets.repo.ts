import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortDirection, TicketSortField, TicketStatus } from '@kaista/domain';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like-pattern';
import { tickets } from '../../db/schema';

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicketRow = Omit<typeof tickets.$inferInsert, 'number'>;

export interface TicketListFilter {
  companyId: string;
  statuses?: readonly TicketStatus[] | undefined;
  search?: string | undefined;
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

function orderBy(sort: TicketSortField, direction: SortDirection): SQL[] {
  const { columns, descending } = ORDER_COLUMNS[sort];
  const useDescending = direction === 'DEFAULT' ? descending : direction === 'DESC';
  return columns.map((column) => (useDescending ? desc(column) : asc(column)));
}

function whereOf(filter: Pick<TicketListFilter, 'companyId' | 'statuses' | 'search'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(tickets.companyId, filter.companyId)];
  if (filter.statuses?.length) conditions.push(inArray(tickets.status, [...filter.statuses]));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const asNumber = /^#?\d{1,15}$/.test(filter.search) ? Number(filter.search.replace('#', '')) : null;
    conditions.push(
      or(
        ilike(tickets.subject, pattern),
        ilike(tickets.description, pattern),
        asNumber === null ? undefined : eq(tickets.number, asNumber),
      ),
    );
  }
  return and(...conditions);
}

export class TicketsRepo {
  constructor(private readonly db: Database) {}

  /**
   * A deferred join: the page's keys come from the index alone, then only those rows are read. The count
   * stops one past the cap, so a company with a million tickets costs no more to count than one with 10k.
   */
  async list(filter: TicketListFilter, countCap: number): Promise<{ rows: TicketRow[]; total: number }> {
    const where = whereOf(filter);
    const order = orderBy(filter.sort, filter.direction);
    const page = this.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(where)
      .orderBy(...order)
      .limit(filter.pageSize)
      .offset(filter.offset)
      .as('page');
    const [rows, totals] = await Promise.all([
      this.db
        .select({ ticket: tickets })
        .from(tickets)
        .innerJoin(page, eq(page.id, tickets.id))
        .where(eq(tickets.companyId, filter.companyId))
        .orderBy(...order),
      this.db.select({ total: count() }).from(
        this.db
          .select({ one: sql`1` })
          .from(tickets)
          .where(where)
          .limit(countCap + 1)
          .as('matches'),
      ),
    ]);
    return { rows: rows.map((row) => row.ticket), total: totals[0]?.total ?? 0 };
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

  /** Moves the ticket to a status (or only touches it when status is null); returns the updated row. */
  async touch(companyId: string, id: string, status: TicketStatus | null): Promise<TicketRow | null> {
    const [row] = await this.db
      .update(tickets)
      .set({ updatedAt: new Date(), ...(status ? { status } : {}) })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)))
      .returning();
    return row ?? null;
  }

  async countOpenByStatus(companyId: string, closed: readonly TicketStatus[]) {
    return this.db
      .select({ status: tickets.status, count: count() })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), notInArray(tickets.status, [...closed])))
      .groupBy(tickets.status);
  }
}
