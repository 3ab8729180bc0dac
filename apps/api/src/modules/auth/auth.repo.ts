import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts, loginChallenges, users } from '../../db/schema';

export type LoginChallenge = typeof loginChallenges.$inferSelect;

export class AuthRepo {
  constructor(private readonly db: Database) {}

  async findUserByEmail(email: string) {
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    return user ?? null;
  }

  async recordAttempt(email: string, address: string, succeeded: boolean): Promise<void> {
    await this.db.insert(loginAttempts).values({ email, address, succeeded });
  }

  /** Failed attempts since `since` of the account and from the address. */
  async recentFailures(
    email: string,
    address: string,
    since: Date,
  ): Promise<{ byAccount: number; byAddress: number }> {
    const [row] = await this.db
      .select({
        byAccount: count(sql`case when ${loginAttempts.email} = ${email} then 1 end`),
        byAddress: count(sql`case when ${loginAttempts.address} = ${address} then 1 end`),
      })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.attemptedAt, since),
          or(eq(loginAttempts.email, email), eq(loginAttempts.address, address)),
        ),
      );
    return { byAccount: row?.byAccount ?? 0, byAddress: row?.byAddress ?? 0 };
  }

  async createChallenge(challenge: typeof loginChallenges.$inferInsert): Promise<void> {
    await this.db.insert(loginChallenges).values(challenge);
  }

  async findChallenge(idHash: string): Promise<LoginChallenge | null> {
    const [row] = await this.db
      .select()
      .from(loginChallenges)
      .where(and(eq(loginChallenges.idHash, idHash), gt(loginChallenges.expiresAt, new Date())));
    return row ?? null;
  }

  async countChallengeAttempt(idHash: string): Promise<void> {
    await this.db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(eq(loginChallenges.idHash, idHash));
  }

  async deleteChallenge(idHash: string): Promise<void> {
    await this.db.delete(loginChallenges).where(eq(loginChallenges.idHash, idHash));
  }
}
