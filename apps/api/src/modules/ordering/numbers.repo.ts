import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { claimNextNumber, freeNumberOfType } from '../../db/number-register';
import { numberPool } from '../../db/schema';

export type NumberRow = typeof numberPool.$inferSelect;

/**
 * The built-in number integration: a company's range, where a cart reserves a number, an order takes it and
 * a released number waits out its quarantine. Every change is one conditional UPDATE, so two carts can never
 * hold the same number.
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
      .set({ status: 'RESERVED', cartCode, availableFrom: null })
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

  /** Gives numbers a cart held back to the range (a cart is not an order, so no quarantine). */
  async release(companyId: string, cartCode: string, numbers: readonly string[]): Promise<void> {
    if (numbers.length === 0) return;
    await this.db
      .update(numberPool)
      .set({ status: 'AVAILABLE', cartCode: null })
      .where(
        and(
          eq(numberPool.companyId, companyId),
          eq(numberPool.cartCode, cartCode),
          eq(numberPool.status, 'RESERVED'),
          inArray(numberPool.number, [...numbers]),
        ),
      );
  }

  async releaseCart(companyId: string, cartCode: string): Promise<void> {
    await this.db
      .update(numberPool)
      .set({ status: 'AVAILABLE', cartCode: null })
      .where(
        and(
          eq(numberPool.companyId, companyId),
          eq(numberPool.cartCode, cartCode),
          eq(numberPool.status, 'RESERVED'),
        ),
      );
  }

  /** The order takes what its cart reserved. Returns how many numbers it took. */
  async takeReserved(companyId: string, cartCode: string): Promise<number> {
    const rows = await this.db
      .update(numberPool)
      .set({ status: 'TAKEN' })
      .where(
        and(
          eq(numberPool.companyId, companyId),
          eq(numberPool.cartCode, cartCode),
          eq(numberPool.status, 'RESERVED'),
        ),
      )
      .returning({ number: numberPool.number });
    return rows.length;
  }

  /** The next free number of a type, reserved for a cart (§7 assignNumbers); null when the range has none left. */
  async reserveNext(companyId: string, numberType: string, cartCode: string): Promise<string | null> {
    return claimNextNumber(this.db, { companyId, numberType, cartCode, status: 'RESERVED' });
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

  /** The next free number of a type, taken at once (§7 assignNumbers); null when the range has none left. */
  async takeNext(companyId: string, numberType: string, cartCode: string): Promise<string | null> {
    return claimNextNumber(this.db, { companyId, numberType, cartCode, status: 'TAKEN' });
  }
}
