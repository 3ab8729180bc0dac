import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginChallenges, passwordResets, sessions, users } from '../../db/schema';
import { hashToken, newToken } from './session-token';

/** Why a link was sent: a forgotten password, or an invitation of a new user who has none yet. */
export type PasswordLinkPurpose = 'reset' | 'invitation';

export interface PasswordLink {
  userId: string;
  purpose: PasswordLinkPurpose;
}

const toLink = (row: { userId: string; purpose: string } | undefined): PasswordLink | null =>
  row ? { userId: row.userId, purpose: row.purpose === 'invitation' ? 'invitation' : 'reset' } : null;

/**
 * One-time links that set a user's password, for a forgotten password and for an invitation alike: only the
 * token's hash is kept, each user has one live link (a newer one replaces the older), and a link works once.
 */
export class PasswordLinks {
  constructor(private readonly db: Database) {}

  /** A new live link for the user, valid for `minutes`; the token goes into the e-mail, never the database. */
  async issue(userId: string, purpose: PasswordLinkPurpose, minutes: number): Promise<string> {
    const token = newToken();
    const idHash = hashToken(token);
    const expiresAt = new Date(Date.now() + minutes * 60_000);
    await this.db
      .insert(passwordResets)
      .values({ userId, idHash, expiresAt, purpose })
      .onConflictDoUpdate({ target: passwordResets.userId, set: { idHash, expiresAt, purpose } });
    return token;
  }

  async find(token: string): Promise<PasswordLink | null> {
    const [row] = await this.db
      .select({ userId: passwordResets.userId, purpose: passwordResets.purpose })
      .from(passwordResets)
      .where(and(eq(passwordResets.idHash, hashToken(token)), gt(passwordResets.expiresAt, new Date())));
    return toLink(row);
  }

  /**
   * Uses a live link once: its row is deleted in the same statement that finds it, so two submits of the
   * same link cannot both set a password. Then the new password, and every session and pending login of the
   * user ends. Null when the link is unknown, used or expired.
   */
  async use(token: string, passwordHash: string): Promise<PasswordLink | null> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.idHash, hashToken(token)), gt(passwordResets.expiresAt, new Date())))
        .returning({ userId: passwordResets.userId, purpose: passwordResets.purpose });
      if (!used) return null;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
      await tx.delete(sessions).where(eq(sessions.userId, used.userId));
      await tx.delete(loginChallenges).where(eq(loginChallenges.userId, used.userId));
      return toLink(used);
    });
  }

  /** Links past their end are of no use to anyone. */
  async purgeExpired(): Promise<void> {
    await this.db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date()));
  }
}
