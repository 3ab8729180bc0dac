import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companySpendMonths,
  documents,
  invoices,
  orderRequests,
  orderStatusMonths,
  orders,
  serviceStatusCounts,
  ticketStatusCounts,
} from '../../db/schema';

/**
 * Home's figures, read from the other areas' tables and never written: every query is one company's and
 * answered from an index or a trigger-kept table (the ticket, service and order counts per status and the
 * spend per month, decision 015), so home costs a few index reads whatever the company's size.
 */
export class DashboardRepo {
  constructor(private readonly db: Database) {}

  /** Tickets in one status, from the exact per-status counts the tickets' triggers keep. */
  async ticketsIn(companyId: string, status: string): Promise<number> {
    const [row] = await this.db
      .select({ tickets: ticketStatusCounts.tickets })
      .from(ticketStatusCounts)
      .where(and(eq(ticketStatusCounts.companyId, companyId), eq(ticketStatusCounts.status, status)));
    return Number(row?.tickets ?? 0);
  }

  /**
   * Order requests in one status: an index-only count over `order_requests_status_idx`, which visits one
   * entry per request in that status (requests awaiting approval wait for a person, so they stay few).
   */
  async orderRequestsIn(companyId: string, status: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orderRequests)
      .where(and(eq(orderRequests.companyId, companyId), eq(orderRequests.status, status)));
    return row?.n ?? 0;
  }

  /**
   * One requester's order requests: how many wait for approval, and the latest, the newest first. Both are
   * read along `order_requests_created_idx` within the company; a requester's requests wait for a person, so
   * a company holds few of them.
   */
  async ownRequests(companyId: string, requesterId: string, latest: number) {
    const own = and(eq(orderRequests.companyId, companyId), eq(orderRequests.requesterId, requesterId));
    const [[pending], rows] = await Promise.all([
      this.db
        .select({ n: count() })
        .from(orderRequests)
        .where(and(own, eq(orderRequests.status, 'PENDING_APPROVAL'))),
      this.db
        .select({
          id: orderRequests.id,
          requestNumber: orderRequests.requestNumber,
          status: orderRequests.status,
          summary: orderRequests.summary,
          reason: orderRequests.reason,
          decidedByName: orderRequests.decidedByName,
          createdAt: orderRequests.createdAt,
        })
        .from(orderRequests)
        .where(own)
        .orderBy(desc(orderRequests.createdAt), desc(orderRequests.id))
        .limit(latest),
    ]);
    return { pending: pending?.n ?? 0, rows };
  }

  /**
   * §4 'due': payments known, nothing paid, the due date passed (the invoice list's own 'due' filter). The
   * conditions are written as the partial index `invoices_unpaid_due_idx` states them, so the count and sum
   * read that index alone: one entry per unpaid invoice, not every invoice of the company.
   */
  async dueInvoices(companyId: string, today: string): Promise<{ count: number; cents: number }> {
    const [row] = await this.db
      .select({ n: count(), cents: sql<string>`coalesce(sum(${invoices.totalCents}), 0)` })
      .from(invoices)
      .where(
        and(
          eq(invoices.companyId, companyId),
          lt(invoices.dueDate, today),
          sql`payments_known and paid_cents <= 0 and paid_cents < total_cents`,
        ),
      );
    return { count: row?.n ?? 0, cents: Number(row?.cents ?? 0) };
  }

  /**
   * The invoices' totals (credit notes subtract) by invoice month, from `from` up to before `until` (first
   * days of months), from the per-month totals the invoices' triggers keep.
   */
  async spendByMonth(
    companyId: string,
    from: string,
    until: string,
  ): Promise<{ month: string; totalCents: number }[]> {
    const rows = await this.db
      .select({ month: companySpendMonths.month, cents: companySpendMonths.totalCents })
      .from(companySpendMonths)
      .where(
        and(
          eq(companySpendMonths.companyId, companyId),
          gte(companySpendMonths.month, from),
          lt(companySpendMonths.month, until),
        ),
      );
    return rows.map((row) => ({ month: row.month.slice(0, 7), totalCents: Number(row.cents) }));
  }

  /** Orders in the given statuses, from the exact per-status and month counts the orders' triggers keep. */
  async ordersByStatus(companyId: string, statuses: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ status: orderStatusMonths.status, n: sql<string>`sum(${orderStatusMonths.orders})` })
      .from(orderStatusMonths)
      .where(
        and(eq(orderStatusMonths.companyId, companyId), inArray(orderStatusMonths.status, [...statuses])),
      )
      .groupBy(orderStatusMonths.status);
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  }

  latestOrders(companyId: string, limit: number) {
    return this.db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        orderType: orders.orderType,
        createdAt: orders.createdAt,
        userName: orders.userName,
      })
      .from(orders)
      .where(eq(orders.companyId, companyId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  }

  /** Services in each status, from the exact per-status counts the services' triggers keep. */
  async servicesByStatus(companyId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ status: serviceStatusCounts.status, n: serviceStatusCounts.services })
      .from(serviceStatusCounts)
      .where(eq(serviceStatusCounts.companyId, companyId));
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  }

  /**
   * Documents whose validity ends from `from` to `until` (both included): how many, and the first `limit`
   * of them, the soonest end first. Both are read from the partial index on (company, valid_until).
   */
  async expiringDocuments(companyId: string, from: string, until: string, limit: number) {
    const where = and(
      eq(documents.companyId, companyId),
      gte(documents.validUntil, from),
      lte(documents.validUntil, until),
    );
    const [total, soonest] = await Promise.all([
      this.db.select({ n: count() }).from(documents).where(where),
      this.db
        .select({
          id: documents.id,
          name: documents.name,
          category: documents.category,
          validUntil: documents.validUntil,
        })
        .from(documents)
        .where(where)
        .orderBy(asc(documents.validUntil), asc(documents.name), asc(documents.id))
        .limit(limit),
    ]);
    return { count: total[0]?.n ?? 0, soonest };
  }
}
