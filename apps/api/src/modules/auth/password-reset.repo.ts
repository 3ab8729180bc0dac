import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginChallenges, passwordResetRequests, passwordResets, sessions, users } from '../../db/schema';

export class PasswordResetRepo {
  constructor(private readonly db: Database) {}

  async findUserId(email: string): Promise<string | null> {
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return user?.id ?? null;
  }

  /** Requests since `since` for the typed address and from the network address. */
  async recentRequests(email: string, address: string, since: Date) {
    const [row] = await this.db
      .select({
        byEmail: count(sql`case when ${passwordResetRequests.email} = ${email} then 1 end`),
        byAddress: count(sql`case when ${passwordResetRequests.address} = ${address} then 1 end`),
      })
      .from(passwordResetRequests)
      .where(
        and(
          gt(passwordResetRequests.requestedAt, since),
          or(eq(passwordResetRequests.email, email), eq(passwordResetRequests.address, address)),
        ),
      );
    return { byEmail: row?.byEmail ?? 0, byAddress: row?.byAddress ?? 0 };
  }

  async recordRequest(email: string, address: string): Promise<void> {
    await this.db.insert(passwordResetRequests).values({ email, address });
  }

  /** Stores the user's one live link; a newer link replaces (and so invalidates) the older. */
  async replaceLink(userId: string, idHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .insert(passwordResets)
      .values({ userId, idHash, expiresAt })
      .onConflictDoUpdate({ target: passwordResets.userId, set: { idHash, expiresAt } });
  }

  async findLiveLink(idHash: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(and(eq(passwordResets.idHash, idHash), gt(passwordResets.expiresAt, new Date())));
    return row?.userId ?? null;
  }

  /**
   * Uses a live link once: its row is deleted in the same statement that finds it, so two submits of the
   * same link cannot both set a password. Then the new password, and every session and pending login of the
   * user ends.
   */
  async usePasswordLink(idHash: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.idHash, idHash), gt(passwordResets.expiresAt, new Date())))
        .returning({ userId: passwordResets.userId });
      if (!used) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
      await tx.delete(sessions).where(eq(sessions.userId, used.userId));
      await tx.delete(loginChallenges).where(eq(loginChallenges.userId, used.userId));
      return true;
    });
  }

  /** Links past their end and requests older than any rate-limit window are of no use to anyone. */
  async purge(requestsBefore: Date): Promise<void> {
    await this.db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date()));
    await this.db.delete(passwordResetRequests).where(lt(passwordResetRequests.requestedAt, requestsBefore));
  }
}
