import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companySpendTypeMonths, costPools, invoiceLines, NO_COST_POOL_KEY } from '../../db/schema';

/** A company's spend per cost centre and per service type, month by month (the spend chart). */
export class InvoiceSpendRepo {
  constructor(private readonly db: Database) {}

  /**
   * Net spend per cost centre and month ('YYYY-MM'), and per service type and month, of the months from..to
   * (first days), read from the sums the lines' and invoices' triggers keep (decision 015): the company's rows
   * of those months (months × types × centres), summed in the database so that only a row per centre or type
   * and month is sent. A centre removed since is named as its lines were billed (one line looked up through the
   * lines' cost-centre index, only for such a centre).
   */
  async spend(companyId: string, fromMonth: string, toMonth: string) {
    const kept = companySpendTypeMonths;
    const month = sql<string>`to_char(${kept.month}, 'YYYY-MM')`;
    const netCents = sql<string>`sum(${kept.netCents})`;
    const where = and(
      eq(kept.companyId, companyId),
      gte(kept.month, fromMonth),
      lte(kept.month, toMonth),
      gt(kept.lines, 0),
    );
    const [pools, types] = await Promise.all([
      this.db
        .select({
          costPoolKey: kept.costPoolKey,
          name: sql<
            string | null
          >`coalesce(${costPools.name}, case when ${kept.costPoolKey} <> ${NO_COST_POOL_KEY}
            then (select ${invoiceLines.costPoolName} from ${invoiceLines}
              where ${invoiceLines.companyId} = ${companyId} and ${invoiceLines.costPoolId} = ${kept.costPoolKey}
              limit 1) end)`,
          month,
          netCents,
        })
        .from(kept)
        .leftJoin(costPools, and(eq(costPools.companyId, kept.companyId), eq(costPools.id, kept.costPoolKey)))
        .where(where)
        .groupBy(kept.costPoolKey, costPools.name, kept.month),
      this.db
        .select({ serviceType: kept.serviceType, month, netCents })
        .from(kept)
        .where(where)
        .groupBy(kept.serviceType, kept.month),
    ]);
    // Sums of integer cents: exact as numbers far beyond any company's spend.
    return {
      byCostPool: pools.map(({ costPoolKey, ...row }) => ({
        ...row,
        costPoolId: costPoolKey === NO_COST_POOL_KEY ? null : costPoolKey,
        netCents: Number(row.netCents),
      })),
      byServiceType: types.map((row) => ({ ...row, netCents: Number(row.netCents) })),
    };
  }
}
