import { and, asc, count, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { claimNextNumber, freeNumberOfType, reservationEnd } from '../../db/number-register';
import { numberPool } from '../../db/schema';

export type NumberRow = typeof numberPool.$inferSelect;

/**
 * The built-in number integration's company register (the CSN, decision 011), where a cart reserves a
 * number (until its reservation lapses), an order takes it and a released number waits out its quarantine.
 * Every change is one conditional UPDATE, so two carts can never hold the same number.
 */
export class NumbersRepo {
  constructor(private readonly db: Database) {}

  async available(
    companyId: string,
    numberType: string,
    limit: number,
  ): Promise<{ numbers: string[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ number: numberPool.number })
        .from(numberPool)
        .where(freeNumberOfType(companyId, numberType))
        .orderBy(asc(numberPool.number))
        .limit(limit),
      this.db.select({ total: count() }).from(numberPool).where(freeNumberOfType(companyId, numberType)),
    ]);
    return { numbers: rows.map((row) => row.number), total: counted?.total ?? 0 };
  }

  async find(companyId: string, number: string): Promise<NumberRow | undefined> {
    const [row] = await this.db
      .select()
      .from(numberPool)
      .where(and(eq(numberPool.companyId, companyId), eq(numberPool.number, number)));
    return row;
  }

  /** Reserves a free number (or keeps one this cart already holds); false when it is not to be had. */
  async reserve(companyId: string, number: string, numberType: string, cartCode: string): Promise<boolean> {
    const rows = await this.db
      .update(numberPool)
      .set({ status: 'RESERVED', cartCode, availableFrom: reservationEnd })
      .where(
        and(
          eq(numberPool.number, number),
          or(
            freeNumberOfType(companyId, numberType),
            and(
              eq(numberPool.companyId, companyId),
              eq(numberPool.status, 'RESERVED'),
              eq(numberPool.cartCode, cartCode),
            ),
          ),
        ),
      )
      .returning({ number: numberPool.number });
    return rows.length > 0;
  }

  /** The lowest free number of a type, reserved for a cart or taken by its order; null when none is left. */
  async claimNext(
    companyId: string,
    numberType: string,
    cartCode: string,
    status: 'RESERVED' | 'TAKEN',
  ): Promise<string | null> {
    return claimNextNumber(this.db, { companyId, numberType, cartCode, status });
  }

  /** Whether the company's register holds numbers of a type at all, whatever their state. */
  async hasRange(companyId: string, numberType: string): Promise<boolean> {
    const rows = await this.db
      .select({ number: numberPool.number })
      .from(numberPool)
      .where(and(eq(numberPool.companyId, companyId), eq(numberPool.numberType, numberType)))
      .limit(1);
    return rows.length > 0;
  }
}
