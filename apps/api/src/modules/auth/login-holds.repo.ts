import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginHolds } from '../../db/schema';

/** The held delayed logins of each address, counted in the database so every instance sees the same. */
export class LoginHoldsRepo {
  constructor(private readonly db: Database) {}

  /** A new hold for `address` unless `max` are live already; null then. */
  async take(address: string, max: number, lifetimeMs: number): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      // Two instances counting the same address at once would both see room for one more.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-hold:${address}`}))`);
      await tx
        .delete(loginHolds)
        .where(and(eq(loginHolds.address, address), lte(loginHolds.expiresAt, sql`now()`)));
      const [live] = await tx
        .select({ n: count() })
        .from(loginHolds)
        .where(and(eq(loginHolds.address, address), gt(loginHolds.expiresAt, sql`now()`)));
      if ((live?.n ?? 0) >= max) return null;
      const [hold] = await tx
        .insert(loginHolds)
        .values({ address, expiresAt: sql`now() + make_interval(secs => ${lifetimeMs / 1000})` })
        .returning({ id: loginHolds.id });
      return hold?.id ?? null;
    });
  }

  /** Holds whose instance died before releasing them; they already count for nothing. */
  async deleteExpired(): Promise<void> {
    await this.db.delete(loginHolds).where(lte(loginHolds.expiresAt, sql`now()`));
  }

  async release(id: number): Promise<void> {
    await this.db.delete(loginHolds).where(eq(loginHolds.id, id));
  }
}
