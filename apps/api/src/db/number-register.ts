import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from './client';
import { numberPool } from './schema';

/**
 * The company's number register, as order capture and bulk orders both claim from it: a number no cart or
 * order holds (a quarantine that has ended counts as free).
 */
export const freeNumber = or(
  eq(numberPool.status, 'AVAILABLE'),
  and(eq(numberPool.status, 'QUARANTINE'), sql`${numberPool.availableFrom} <= now()`),
);

/** The free numbers of one type in the company's range. */
export const freeNumberOfType = (companyId: string, numberType: string) =>
  and(eq(numberPool.companyId, companyId), eq(numberPool.numberType, numberType), freeNumber);

/**
 * Claims the lowest free number of a type for a cart, reserved (a cart holds it) or taken (an order has it);
 * null when the range has none left. Locked rows are skipped, so two carts never get the same number.
 */
export async function claimNextNumber(
  db: Database,
  claim: { companyId: string; numberType: string; cartCode: string; status: 'RESERVED' | 'TAKEN' },
): Promise<string | null> {
  const { companyId, numberType, cartCode, status } = claim;
  const rows = await db
    .update(numberPool)
    .set({ status, cartCode, availableFrom: null })
    .where(
      and(
        eq(numberPool.companyId, companyId),
        sql`${numberPool.number} = (select ${numberPool.number} from ${numberPool}
          where ${freeNumberOfType(companyId, numberType)}
          order by ${numberPool.number} limit 1 for update skip locked)`,
      ),
    )
    .returning({ number: numberPool.number });
  return rows[0]?.number ?? null;
}
