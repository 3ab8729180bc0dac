import { ENDED_SERVICE_STATUSES } from '@kaista/domain/services';
import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { claimNextNumber, freeNumber, freeNumberOfType } from '../../db/number-register';
import {
  catalogueProducts,
  cataloguePrices,
  costPools,
  numberPool,
  orderItems,
  orders,
  payers,
  services,
} from '../../db/schema';
import { qualified } from '../../db/qualified-column';

export interface BulkProduct {
  code: string;
  name: string;
  offeringType: string;
  rootTemplateId: string | null;
  numberType: string | null;
  monthlyCents: number;
  oneTimeCents: number;
}

export type NewBulkOrder = Omit<typeof orders.$inferInsert, 'orderNumber' | 'id'>;
export type NewBulkItem = Omit<typeof orderItems.$inferInsert, 'companyId' | 'orderId'>;

/** The lookups a bulk order's rows are checked with, and its one order's writes; always by the company. */
export class BulkOrdersRepo {
  constructor(private readonly db: Database) {}

  /** Products by code with their monthly and one-time list prices (a term price is an instalment, left out). */
  async products(where: {
    codes?: readonly string[];
    offeringTypes?: readonly string[];
  }): Promise<BulkProduct[]> {
    const filter = where.codes
      ? inArray(catalogueProducts.code, [...where.codes])
      : inArray(catalogueProducts.offeringType, [...(where.offeringTypes ?? [])]);
    if (where.codes?.length === 0) return [];
    return this.db
      .select({
        code: catalogueProducts.code,
        name: catalogueProducts.name,
        offeringType: catalogueProducts.offeringType,
        rootTemplateId: catalogueProducts.rootTemplateId,
        numberType: catalogueProducts.numberType,
        monthlyCents: sql<number>`coalesce((select sum(${cataloguePrices.valueCents}) from ${cataloguePrices}
          where ${cataloguePrices.productCode} = ${qualified(catalogueProducts.code)}
          and ${cataloguePrices.billingType} = 'RECURRING' and ${cataloguePrices.termMonths} is null), 0)::int`,
        oneTimeCents: sql<number>`coalesce((select sum(${cataloguePrices.valueCents}) from ${cataloguePrices}
          where ${cataloguePrices.productCode} = ${qualified(catalogueProducts.code)}
          and ${cataloguePrices.billingType} = 'ONE_TIME'), 0)::int`,
      })
      .from(catalogueProducts)
      .where(and(filter, eq(catalogueProducts.active, true)))
      .orderBy(asc(catalogueProducts.code));
  }

  /** Which of the numbers are free in the company's range, and their type. */
  async freeNumbers(companyId: string, numbers: readonly string[]): Promise<Map<string, string>> {
    if (numbers.length === 0) return new Map();
    const rows = await this.db
      .select({ number: numberPool.number, numberType: numberPool.numberType })
      .from(numberPool)
      .where(and(eq(numberPool.companyId, companyId), inArray(numberPool.number, [...numbers]), freeNumber));
    return new Map(rows.map((row) => [row.number, row.numberType]));
  }

  /** How many free numbers of a type the company's range has. */
  async freeCount(companyId: string, numberType: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(numberPool)
      .where(freeNumberOfType(companyId, numberType));
    return row?.n ?? 0;
  }

  /** Which of the numbers the company already has, in its range or among its services. */
  async knownNumbers(companyId: string, numbers: readonly string[]): Promise<Set<string>> {
    if (numbers.length === 0) return new Set();
    const list = [...numbers];
    const rows = await this.db
      .select({ number: numberPool.number })
      .from(numberPool)
      .where(and(eq(numberPool.companyId, companyId), inArray(numberPool.number, list)))
      .union(
        this.db
          .select({ number: services.number })
          .from(services)
          .where(and(eq(services.companyId, companyId), inArray(services.number, list))),
      );
    return new Set(rows.map((row) => row.number));
  }

  /** Which of the SIM cards are in any company's services already (an ICCID is unique across them). */
  async iccidsInUse(iccids: readonly string[]): Promise<Set<string>> {
    if (iccids.length === 0) return new Set();
    const rows = await this.db
      .select({ iccid: services.iccid })
      .from(services)
      .where(inArray(services.iccid, [...iccids]));
    return new Set(rows.map((row) => row.iccid ?? ''));
  }

  /**
   * The company's subscriptions by number, for package changes: a number's live service after an ended one
   * that had it before its quarantine, so a map by number keeps the live one.
   */
  async subscriptions(companyId: string, numbers: readonly string[]) {
    if (numbers.length === 0) return [];
    return this.db
      .select({
        id: services.id,
        number: services.number,
        status: services.status,
        packageCode: services.packageCode,
      })
      .from(services)
      .where(and(eq(services.companyId, companyId), inArray(services.number, [...numbers])))
      .orderBy(notInArray(services.status, [...ENDED_SERVICE_STATUSES]));
  }

  /** The company's cost centres by name (as a spreadsheet writes it: any case). */
  async costCentres(
    companyId: string,
    names: readonly string[],
  ): Promise<Map<string, { id: string; name: string }>> {
    if (names.length === 0) return new Map();
    const rows = await this.db
      .select({ id: costPools.id, name: costPools.name })
      .from(costPools)
      .where(
        and(
          eq(costPools.companyId, companyId),
          inArray(
            sql`lower(${costPools.name})`,
            names.map((name) => name.toLowerCase()),
          ),
        ),
      );
    return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
  }

  /** The company's billing agreements by their number or name (any case). */
  async payers(
    companyId: string,
    keys: readonly string[],
  ): Promise<Map<string, { id: string; number: string; name: string }>> {
    if (keys.length === 0) return new Map();
    const lowered = keys.map((key) => key.toLowerCase());
    const rows = await this.db
      .select({ id: payers.id, number: payers.number, name: payers.name })
      .from(payers)
      .where(
        and(
          eq(payers.companyId, companyId),
          or(inArray(payers.number, [...keys]), inArray(sql`lower(${payers.name})`, lowered)),
        ),
      );
    const byKey = new Map<string, { id: string; number: string; name: string }>();
    for (const row of rows) {
      byKey.set(row.number.toLowerCase(), row);
      byKey.set(row.name.toLowerCase(), row);
    }
    return byKey;
  }

  async orderOfCart(companyId: string, cartCode: string) {
    const [row] = await this.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.cartCode, cartCode)));
    return row ?? null;
  }

  /** Takes a chosen free number for the order; false when it is no longer free. */
  async takeNumber(companyId: string, number: string, cartCode: string): Promise<boolean> {
    const rows = await this.db
      .update(numberPool)
      .set({ status: 'TAKEN', cartCode, availableFrom: null })
      .where(and(eq(numberPool.companyId, companyId), eq(numberPool.number, number), freeNumber))
      .returning({ number: numberPool.number });
    return rows.length > 0;
  }

  /** Takes the next free number of a type; null when the range has none left. */
  async takeNext(companyId: string, numberType: string, cartCode: string): Promise<string | null> {
    return claimNextNumber(this.db, { companyId, numberType, cartCode, status: 'TAKEN' });
  }

  async insert(order: NewBulkOrder, items: readonly NewBulkItem[]) {
    const [row] = await this.db.insert(orders).values(order).returning();
    const created = row!;
    // In slices, so that a 500-row file stays well under the statement's parameter limit.
    for (let start = 0; start < items.length; start += 200)
      await this.db
        .insert(orderItems)
        .values(
          items
            .slice(start, start + 200)
            .map((item) => ({ ...item, companyId: created.companyId, orderId: created.id })),
        );
    return created;
  }
}
