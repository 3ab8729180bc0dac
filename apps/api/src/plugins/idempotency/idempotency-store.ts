import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export interface KeyId {
  scope: string;
  key: string;
}

export interface StoredKey {
  fingerprint: string;
  /** Null while the first request is still running. */
  answer: { status: number; body: string } | null;
}

/**
 * A key still marked running this long after its claim was left by an instance that died mid-request (no
 * request runs for minutes: shutdown waits 25 s at most). It is claimed anew rather than answer 409 for the
 * rest of its 24 hours: the client's only other way on is a new key, which would run the request again too.
 */
export const ABANDONED_AFTER_MS = 5 * 60_000;

/** The idempotency keys in the database, so a repeat that reaches another instance is answered the same. */
export class IdempotencyStore {
  constructor(private readonly db: Database) {}

  /**
   * Claims a key for a request, atomically: true for the one caller that may run it. A key past its
   * lifetime, or abandoned while running, is claimed anew, as if it had never been used.
   */
  async claim(id: KeyId, fingerprint: string, lifetimeMs: number): Promise<boolean> {
    const expiresAt = sql`now() + make_interval(secs => ${lifetimeMs / 1000})`;
    const claimed = await this.db
      .insert(idempotencyKeys)
      .values({ ...id, fingerprint, expiresAt })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { fingerprint, status: null, body: null, createdAt: sql`now()`, expiresAt },
        setWhere: or(
          lte(idempotencyKeys.expiresAt, sql`now()`),
          and(
            isNull(idempotencyKeys.status),
            lte(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_MS / 1000})`),
          ),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    return claimed.length > 0;
  }

  async find(id: KeyId): Promise<StoredKey | null> {
    const [row] = await this.db
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        status: idempotencyKeys.status,
        body: idempotencyKeys.body,
      })
      .from(idempotencyKeys)
      .where(this.matches(id));
    if (!row) return null;
    const answer = row.status === null ? null : { status: row.status, body: row.body ?? '' };
    return { fingerprint: row.fingerprint, answer };
  }

  async complete(id: KeyId, status: number, body: string): Promise<void> {
    await this.db.update(idempotencyKeys).set({ status, body }).where(this.matches(id));
  }

  /** Frees the key of a request that failed: it changed nothing, so a retry may run it again. */
  async release(id: KeyId): Promise<void> {
    await this.db.delete(idempotencyKeys).where(this.matches(id));
  }

  async deleteExpired(): Promise<void> {
    await this.db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, sql`now()`));
  }

  private matches(id: KeyId) {
    return and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key));
  }
}
