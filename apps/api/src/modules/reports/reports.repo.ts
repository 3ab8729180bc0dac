import { and, asc, eq, gt, gte, lt, notInArray, sql } from 'drizzle-orm';
import { withheldOfferingTypes } from '@kaista/domain/ordering';
import { SERVICE_STATUS_SETS } from '@kaista/domain/services';
import type { Database } from '../../db/client';
import { companyOffer } from '../../db/company-offer';
import {
  catalogueProducts,
  cataloguePrices,
  companySpendTypeMonths,
  costPools,
  NO_COST_POOL_KEY,
  orderStatusMonths,
  serviceUsageCounts,
  ticketTypeMonths,
} from '../../db/schema';

/** A period of whole months as the instants it covers in Helsinki: from the first day of `from` up to before `until`. */
export interface MonthSpan {
  /** 'YYYY-MM-01' of the first month. */
  from: string;
  /** 'YYYY-MM-01' of the month after the last. */
  until: string;
}

const ENDED = [...SERVICE_STATUS_SETS.ended];

/**
 * The built-in reports' figures: each one query of one company (every filter leads with company_id, so each
 * reads that company's rows of an index and never another's). The services, orders and invoice lines are read
 * through the counts and sums their triggers keep (decision 015), so a report's work does not grow with them.
 */
export class ReportsRepo {
  constructor(private readonly db: Database) {}

  /**
   * The services in use, by cost centre (null: none), with their monthly prices summed: from the counts the
   * services' triggers keep per status, cost centre and package (decision 015), not the services themselves.
   */
  async subscriptionsByCostCentre(companyId: string) {
    const subscriptions = sql<string>`sum(${serviceUsageCounts.services})`;
    const rows = await this.db
      .select({
        costPoolKey: serviceUsageCounts.costPoolKey,
        name: costPools.name,
        subscriptions,
        monthlyCents: sql<string>`sum(${serviceUsageCounts.monthlyCents})`,
      })
      .from(serviceUsageCounts)
      .leftJoin(
        costPools,
        and(
          eq(costPools.companyId, serviceUsageCounts.companyId),
          eq(costPools.id, serviceUsageCounts.costPoolKey),
        ),
      )
      .where(and(eq(serviceUsageCounts.companyId, companyId), notInArray(serviceUsageCounts.status, ENDED)))
      .groupBy(serviceUsageCounts.costPoolKey, costPools.name)
      .having(sql`${subscriptions} > 0`)
      .orderBy(sql`${subscriptions} desc`, asc(costPools.name));
    return rows.map((row) => ({
      costPoolId: row.costPoolKey === NO_COST_POOL_KEY ? null : row.costPoolKey,
      name: row.name,
      subscriptions: Number(row.subscriptions),
      monthlyCents: Number(row.monthlyCents),
    }));
  }

  /**
   * The invoice lines' net sums (credit notes subtract) by invoice month and service type, from the sums the
   * lines' and invoices' triggers keep per company, month, type and cost centre (decision 015): at most a row
   * per month, type and cost centre, however many lines the company has.
   */
  async spendByMonthAndType(companyId: string, span: MonthSpan) {
    const rows = await this.db
      .select({
        month: companySpendTypeMonths.month,
        serviceType: companySpendTypeMonths.serviceType,
        netCents: sql<string>`sum(${companySpendTypeMonths.netCents})`,
      })
      .from(companySpendTypeMonths)
      .where(
        and(
          eq(companySpendTypeMonths.companyId, companyId),
          gte(companySpendTypeMonths.month, span.from),
          lt(companySpendTypeMonths.month, span.until),
          gt(companySpendTypeMonths.lines, 0),
        ),
      )
      .groupBy(companySpendTypeMonths.month, companySpendTypeMonths.serviceType)
      .orderBy(asc(companySpendTypeMonths.month), asc(companySpendTypeMonths.serviceType));
    return rows.map((row) => ({ ...row, month: row.month.slice(0, 7), netCents: Number(row.netCents) }));
  }

  /**
   * The orders placed in the period, by the month they were placed (Helsinki) and their status now, from the
   * counts the orders' triggers keep per status and month (decision 015), each the sum of its shards.
   */
  async ordersByMonthAndStatus(companyId: string, span: MonthSpan) {
    const orders = sql<string>`sum(${orderStatusMonths.orders})`;
    const rows = await this.db
      .select({ month: orderStatusMonths.month, status: orderStatusMonths.status, orders })
      .from(orderStatusMonths)
      .where(
        and(
          eq(orderStatusMonths.companyId, companyId),
          gte(orderStatusMonths.month, span.from),
          lt(orderStatusMonths.month, span.until),
        ),
      )
      .groupBy(orderStatusMonths.month, orderStatusMonths.status)
      .having(gt(orders, 0))
      .orderBy(asc(orderStatusMonths.month), asc(orderStatusMonths.status));
    return rows.map((row) => ({
      month: row.month.slice(0, 7),
      status: row.status,
      orders: Number(row.orders),
    }));
  }

  /**
   * The tickets opened in the period by type: how many, how many are resolved now (RESOLVED or CLOSED), and
   * their average time from opening to first resolution, from the sums the tickets' triggers keep per month
   * and type (decision 015).
   */
  async ticketsByType(companyId: string, span: MonthSpan) {
    const opened = sql<string>`sum(${ticketTypeMonths.tickets})`;
    const resolved = sql<string>`sum(${ticketTypeMonths.resolved})`;
    const rows = await this.db
      .select({
        type: ticketTypeMonths.type,
        tickets: opened,
        resolved,
        averageSeconds: sql<
          string | null
        >`sum(${ticketTypeMonths.resolutionSeconds}) / nullif(${resolved}, 0)`,
      })
      .from(ticketTypeMonths)
      .where(
        and(
          eq(ticketTypeMonths.companyId, companyId),
          gte(ticketTypeMonths.month, span.from),
          lt(ticketTypeMonths.month, span.until),
        ),
      )
      .groupBy(ticketTypeMonths.type)
      .having(sql`${opened} > 0`)
      .orderBy(ticketTypeMonths.type);
    return rows.map((row) => ({
      type: row.type,
      tickets: Number(row.tickets),
      resolved: Number(row.resolved),
      averageSeconds: row.averageSeconds === null ? null : Number(row.averageSeconds),
    }));
  }

  /**
   * The catalogue's products on sale with their one-off and monthly prices and fixed term, and how many of
   * the company's services in use are on each (the company's agreement); optionally of one category. The
   * products the company's offer withholds (decision 020) are not on its list, as it cannot order them.
   */
  async priceList(companyId: string, category: string | undefined) {
    const withheld = withheldOfferingTypes(await companyOffer(this.db, companyId));
    const inUse = this.db
      .select({
        code: serviceUsageCounts.packageCode,
        n: sql<string>`sum(${serviceUsageCounts.services})`.as('n'),
      })
      .from(serviceUsageCounts)
      .where(and(eq(serviceUsageCounts.companyId, companyId), notInArray(serviceUsageCounts.status, ENDED)))
      .groupBy(serviceUsageCounts.packageCode)
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
          withheld.length > 0 ? notInArray(catalogueProducts.offeringType, withheld) : undefined,
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
