import { and, asc, count, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import { SERVICE_STATUS_SETS } from '@kaista/domain/services';
import type { Database } from '../../db/client';
import {
  catalogueProducts,
  cataloguePrices,
  costPools,
  invoiceLines,
  invoices,
  orders,
  services,
  ticketEvents,
  tickets,
} from '../../db/schema';

/** A period of whole months as the instants it covers in Helsinki: from the first day of `from` up to before `until`. */
export interface MonthSpan {
  /** 'YYYY-MM-01' of the first month. */
  from: string;
  /** 'YYYY-MM-01' of the month after the last. */
  until: string;
}

const ENDED = [...SERVICE_STATUS_SETS.ended];
const helsinkiMonth = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'Europe/Helsinki', 'YYYY-MM')`;
const helsinkiStart = (day: string) => sql`(${day}::timestamp at time zone 'Europe/Helsinki')`;

/**
 * The built-in reports' figures: each one aggregate query over the other areas' tables, always of one company
 * (every filter leads with company_id, so each reads that company's rows of an index and never another's).
 */
export class ReportsRepo {
  constructor(private readonly db: Database) {}

  /** The services in use, by cost centre (null: none), with their monthly prices summed. */
  async subscriptionsByCostCentre(companyId: string) {
    const rows = await this.db
      .select({
        costPoolId: services.costPoolId,
        name: costPools.name,
        subscriptions: count(),
        monthlyCents: sql<string>`coalesce(sum(${services.monthlyPriceCents}), 0)`,
      })
      .from(services)
      .leftJoin(
        costPools,
        and(eq(costPools.companyId, services.companyId), eq(costPools.id, services.costPoolId)),
      )
      .where(and(eq(services.companyId, companyId), notInArray(services.status, ENDED)))
      .groupBy(services.costPoolId, costPools.name)
      .orderBy(sql`count(*) desc`, asc(costPools.name));
    return rows.map((row) => ({ ...row, monthlyCents: Number(row.monthlyCents) }));
  }

  /** The invoice lines' net sums (credit notes subtract) by invoice month and service type. */
  async spendByMonthAndType(companyId: string, span: MonthSpan) {
    const month = sql<string>`to_char(${invoices.invoiceDate}, 'YYYY-MM')`;
    const rows = await this.db
      .select({
        month,
        serviceType: invoiceLines.serviceType,
        netCents: sql<string>`sum(${invoiceLines.netCents})`,
      })
      .from(invoices)
      .innerJoin(
        invoiceLines,
        and(eq(invoiceLines.companyId, invoices.companyId), eq(invoiceLines.invoiceId, invoices.id)),
      )
      .where(
        and(
          eq(invoices.companyId, companyId),
          gte(invoices.invoiceDate, span.from),
          lt(invoices.invoiceDate, span.until),
        ),
      )
      .groupBy(month, invoiceLines.serviceType)
      .orderBy(month, invoiceLines.serviceType);
    return rows.map((row) => ({ ...row, netCents: Number(row.netCents) }));
  }

  /** The orders placed in the period, by the month they were placed (Helsinki) and their status now. */
  async ordersByMonthAndStatus(companyId: string, span: MonthSpan) {
    const month = helsinkiMonth(orders.createdAt);
    return this.db
      .select({ month, status: orders.status, orders: count() })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, companyId),
          sql`${orders.createdAt} >= ${helsinkiStart(span.from)}`,
          sql`${orders.createdAt} < ${helsinkiStart(span.until)}`,
        ),
      )
      .groupBy(month, orders.status)
      .orderBy(month, orders.status);
  }

  /**
   * The tickets opened in the period by type: how many, how many are resolved (RESOLVED or CLOSED), and their
   * average time from opening to resolution in days. A ticket is resolved when its timeline first moved it to
   * RESOLVED or CLOSED; one resolved without such an event (imported as it was) counts from its last change.
   */
  async ticketsByType(companyId: string, span: MonthSpan) {
    const resolvedAt = sql`coalesce((
      select min(${ticketEvents.createdAt}) from ${ticketEvents}
      where ${ticketEvents.companyId} = ${tickets.companyId} and ${ticketEvents.ticketId} = ${tickets.id}
        and ${ticketEvents.toStatus} in ('RESOLVED', 'CLOSED')
    ), ${tickets.updatedAt})`;
    const isResolved = sql`${tickets.status} in ('RESOLVED', 'CLOSED')`;
    const rows = await this.db
      .select({
        type: tickets.type,
        tickets: count(),
        resolved: sql<string>`count(*) filter (where ${isResolved})`,
        averageSeconds: sql<
          string | null
        >`avg(extract(epoch from (${resolvedAt} - ${tickets.createdAt}))) filter (where ${isResolved})`,
      })
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, companyId),
          sql`${tickets.createdAt} >= ${helsinkiStart(span.from)}`,
          sql`${tickets.createdAt} < ${helsinkiStart(span.until)}`,
        ),
      )
      .groupBy(tickets.type)
      .orderBy(tickets.type);
    return rows.map((row) => ({
      type: row.type,
      tickets: row.tickets,
      resolved: Number(row.resolved),
      averageSeconds: row.averageSeconds === null ? null : Math.max(Number(row.averageSeconds), 0),
    }));
  }

  /**
   * The catalogue's products on sale with their one-off and monthly prices and fixed term, and how many of
   * the company's services in use are on each (the company's agreement); optionally of one category.
   */
  async priceList(companyId: string, category: string | undefined) {
    const inUse = this.db
      .select({ code: services.packageCode, n: count().as('n') })
      .from(services)
      .where(and(eq(services.companyId, companyId), notInArray(services.status, ENDED)))
      .groupBy(services.packageCode)
      .as('in_use');
    const rows = await this.db
      .select({
        code: catalogueProducts.code,
        name: catalogueProducts.name,
        category: catalogueProducts.category,
        oneTimeCents: sql<string | null>`(select sum(${cataloguePrices.valueCents}) from ${cataloguePrices}
          where ${cataloguePrices.productCode} = ${catalogueProducts.code} and ${cataloguePrices.billingType} = 'ONE_TIME')`,
        monthlyCents: sql<string | null>`(select sum(${cataloguePrices.valueCents}) from ${cataloguePrices}
          where ${cataloguePrices.productCode} = ${catalogueProducts.code} and ${cataloguePrices.billingType} = 'RECURRING')`,
        termMonths: sql<number | null>`(select max(${cataloguePrices.termMonths}) from ${cataloguePrices}
          where ${cataloguePrices.productCode} = ${catalogueProducts.code})`,
        subscriptions: sql<string>`coalesce(${inUse.n}, 0)`,
      })
      .from(catalogueProducts)
      .leftJoin(inUse, eq(inUse.code, catalogueProducts.code))
      .where(
        and(
          eq(catalogueProducts.active, true),
          category ? eq(catalogueProducts.category, category) : undefined,
          sql`exists (select 1 from ${cataloguePrices} where ${cataloguePrices.productCode} = ${catalogueProducts.code})`,
        ),
      )
      .orderBy(
        asc(catalogueProducts.category),
        asc(catalogueProducts.displayPriority),
        asc(catalogueProducts.code),
      );
    return rows.map((row) => ({
      ...row,
      oneTimeCents: row.oneTimeCents === null ? null : Number(row.oneTimeCents),
      monthlyCents: row.monthlyCents === null ? null : Number(row.monthlyCents),
      termMonths: row.termMonths === null ? null : Number(row.termMonths),
      subscriptions: Number(row.subscriptions),
    }));
  }

  /** The categories of the products on sale, for the price list's filter. */
  async priceListCategories(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ category: catalogueProducts.category })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.active, true))
      .orderBy(asc(catalogueProducts.category));
    return rows.map((row) => row.category);
  }
}
