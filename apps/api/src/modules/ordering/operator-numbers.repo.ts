import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { freeIn, reservationEnd } from '../../db/number-register';
import { operatorNumbers } from '../../db/schema';

export type OperatorNumberRow = typeof operatorNumbers.$inferSelect;

/** A number of the operator's range no cart or order holds. */
const freeOfType = (numberType: string) =>
  and(eq(operatorNumbers.numberType, numberType), freeIn(operatorNumbers));

const heldBy = (companyId: string, cartCode: string) =>
  and(
    eq(operatorNumbers.companyId, companyId),
    eq(operatorNumbers.cartCode, cartCode),
    eq(operatorNumbers.status, 'RESERVED'),
  );

/**
 * The operator's free range (decision 011), where new numbers come from: a company's cart reserves one, its
 * order takes it. As in the company's register, every change is one conditional UPDATE, so two carts of any
 * companies never hold the same number.
 */
export class OperatorNumbersRepo {
  constructor(private readonly db: Database) {}

  async available(numberType: string, limit: number): Promise<{ numbers: string[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ number: operatorNumbers.number })
        .from(operatorNumbers)
        .where(freeOfType(numberType))
        .orderBy(asc(operatorNumbers.number))
        .limit(limit),
      this.db.select({ total: count() }).from(operatorNumbers).where(freeOfType(numberType)),
    ]);
    return { numbers: rows.map((row) => row.number), total: counted?.total ?? 0 };
  }

  async find(number: string): Promise<OperatorNumberRow | undefined> {
    const [row] = await this.db.select().from(operatorNumbers).where(eq(operatorNumbers.number, number));
    return row;
  }

  /** Reserves a free number (or keeps one this cart already holds); false when it is not to be had. */
  async reserve(companyId: string, number: string, numberType: string, cartCode: string): Promise<boolean> {
    const rows = await this.db
      .update(operatorNumbers)
      .set({ status: 'RESERVED', companyId, cartCode, availableFrom: reservationEnd })
      .where(and(eq(operatorNumbers.number, number), or(freeOfType(numberType), heldBy(companyId, cartCode))))
      .returning({ number: operatorNumbers.number });
    return rows.length > 0;
  }

  /** The lowest free number of a type, reserved for a cart or taken by its order; null when none is left. */
  async claimNext(
    companyId: string,
    numberType: string,
    cartCode: string,
    status: 'RESERVED' | 'TAKEN',
  ): Promise<string | null> {
    const rows = await this.db
      .update(operatorNumbers)
      .set({ status, companyId, cartCode, availableFrom: status === 'RESERVED' ? reservationEnd : null })
      .where(
        sql`${operatorNumbers.number} = (select ${operatorNumbers.number} from ${operatorNumbers}
          where ${freeOfType(numberType)} order by ${operatorNumbers.number} limit 1 for update skip locked)`,
      )
      .returning({ number: operatorNumbers.number });
    return rows[0]?.number ?? null;
  }

  async hasRange(numberType: string): Promise<boolean> {
    const rows = await this.db
      .select({ number: operatorNumbers.number })
      .from(operatorNumbers)
      .where(eq(operatorNumbers.numberType, numberType))
      .limit(1);
    return rows.length > 0;
  }
}
