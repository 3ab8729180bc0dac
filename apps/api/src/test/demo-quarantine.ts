import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { numberPool, operatorNumbers } from '../db/schema';

/**
 * The demo's numbers in quarantine are fixed in its time: their quarantine ends on 1 February 2027, and from
 * then on they count as free. A test that needs them in quarantine keeps it a year ahead of today.
 */
export async function keepDemoQuarantine(db: Database): Promise<void> {
  const aYearAhead = sql`now() + interval '1 year'`;
  await db.update(numberPool).set({ availableFrom: aYearAhead }).where(eq(numberPool.status, 'QUARANTINE'));
  await db
    .update(operatorNumbers)
    .set({ availableFrom: aYearAhead })
    .where(eq(operatorNumbers.status, 'QUARANTINE'));
}
