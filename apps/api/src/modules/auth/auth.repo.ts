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

  /** A live challenge with the phone number of its user. */
  async findChallenge(idHash: string): Promise<{ challenge: LoginChallenge; phone: string | null } | null> {
    const [row] = await this.db
      .select({ challenge: loginChallenges, phone: users.phone })
      .from(loginChallenges)
      .innerJoin(users, eq(users.id, loginChallenges.userId))
      .where(and(eq(loginChallenges.idHash, idHash), gt(loginChallenges.expiresAt, new Date())));
    return row ?? null;
  }

  /** A new code for the same login: a new lifetime, one more send; the wrong tries so far still count. */
  async replaceCode(idHash: string, codeHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .update(loginChallenges)
      .set({ codeHash, expiresAt, sentAt: new Date(), sends: sql`${loginChallenges.sends} + 1` })
      .where(eq(loginChallenges.idHash, idHash));
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
