import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  NO_COST_POOL_KEY,
  costPools,
  payers,
  salesBans,
  serviceBillingSums,
  services,
} from '../../db/schema';

/** What the cart's details refer to: the company's billing agreements, cost pools and its sales ban. */
export class CartDetailsRepo {
  constructor(private readonly db: Database) {}

  async payer(companyId: string, id: string) {
    const [row] = await this.db
      .select({ id: payers.id, number: payers.number, name: payers.name })
      .from(payers)
      .where(and(eq(payers.companyId, companyId), eq(payers.id, id)));
    return row;
  }

  /** The company's billing agreements and cost pools by name, as a cart's payer is chosen from them. */
  async payerChoices(companyId: string) {
    const [payerRows, poolRows] = await Promise.all([
      this.db
        .select({ uid: payers.id, number: payers.number, name: payers.name })
        .from(payers)
        .where(eq(payers.companyId, companyId))
        .orderBy(payers.name, payers.id),
      this.costPools(companyId),
    ]);
    return { payers: payerRows, costCentres: poolRows };
  }

  /** The company's cost pools by name. */
  costPools(companyId: string) {
    return this.db
      .select({ id: costPools.id, name: costPools.name })
      .from(costPools)
      .where(eq(costPools.companyId, companyId))
      .orderBy(costPools.name, costPools.id);
  }

  async costPool(companyId: string, id: string) {
    const [row] = await this.db
      .select({ id: costPools.id, name: costPools.name })
      .from(costPools)
      .where(and(eq(costPools.companyId, companyId), eq(costPools.id, id)));
    return row;
  }

  /**
   * The pre-order check's facts of the company in one statement: whether the credit control bans new sales
   * to it, and whether the payer (if any) is one of its billing agreements.
   */
  async preorderFacts(companyId: string, payerId: string | null) {
    const payerKnown =
      payerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${payers} where ${payers.companyId} = ${companyId} and ${payers.id} = ${payerId})`;
    const [row] = await this.db
      .select({
        salesBan: sql<boolean>`exists (select 1 from ${salesBans} where ${salesBans.companyId} = ${companyId})`,
        payerKnown,
      })
      .from(sql`(select 1) as one`);
    return row!;
  }

  /**
   * The company's monthly spend today by cost centre, from the services the monthly billing run bills: those
   * with a billing agreement whose contract has started and not ended. The kept sums hold those with no end
   * date; the ones whose contract starts later are taken off them, and those with an end date still ahead
   * are added (both read through their indexes, so only those few services are read).
   */
  async monthlySpend(companyId: string, today: string) {
    const billed = and(eq(services.companyId, companyId), isNotNull(services.payerId));
    const key = sql`coalesce(${services.costPoolId}, ${NO_COST_POOL_KEY}::uuid)`;
    const spend = sql`(
      select ${serviceBillingSums.costPoolKey} as key, ${serviceBillingSums.services} as services,
        ${serviceBillingSums.monthlyCents} as cents
      from ${serviceBillingSums} where ${serviceBillingSums.companyId} = ${companyId}
      union all
      select ${key}, -1, -${services.monthlyPriceCents} from ${services}
      where ${and(billed, isNull(services.endedOn), gt(services.contractStart, today))}
      union all
      select ${key}, 1, ${services.monthlyPriceCents} from ${services}
      where ${and(billed, gt(services.endedOn, today), lte(services.contractStart, today))}
    ) as spend`;
    const rows = await this.db
      .select({
        key: sql<string>`spend.key`,
        name: costPools.name,
        monthlyCents: sql<number>`sum(spend.cents)::bigint`.mapWith(Number),
      })
      .from(spend)
      .leftJoin(costPools, and(eq(costPools.companyId, companyId), sql`${costPools.id} = spend.key`))
      .groupBy(sql`spend.key`, costPools.name)
      .having(sql`sum(spend.services) > 0`)
      .orderBy(costPools.name);
    return rows.map(({ key, name, monthlyCents }) => ({
      costCentreId: key === NO_COST_POOL_KEY ? null : key,
      name,
      monthlyCents,
    }));
  }
}
