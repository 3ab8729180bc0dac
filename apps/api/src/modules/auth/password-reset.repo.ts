import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetRequests, users } from '../../db/schema';

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

  /** Requests older than any rate-limit window are of no use to anyone. */
  async purge(requestsBefore: Date): Promise<void> {
    await this.db.delete(passwordResetRequests).where(lt(passwordResetRequests.requestedAt, requestsBefore));
  }
}
