import { and, asc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { type AccessUser, type Membership, toAccessUser } from './access-user';
import { membershipsColumn } from './load-access-user';
import { hashToken, newToken } from './session-token';

export type SessionRow = typeof sessions.$inferSelect;

/** What a session may change in place: the company it serves, whom it acts for, its environment. */
export type SessionChanges = Partial<
  Pick<SessionRow, 'currentCompanyId' | 'impersonatedUserId' | 'environmentOverride'>
>;

/** Where a session was started from, as the user's list of sessions shows it. */
export interface SessionClient {
  address: string;
  userAgent: string;
}

const USER_AGENT_MAX_LENGTH = 300;

export interface SessionTimeouts {
  idleMinutes: number;
  absoluteHours: number;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/**
 * The idle end is kept to the minute: a keep-alive that would move it by less writes nothing, so a busy tab
 * (or many tabs of one session) costs at most one write a minute, and the last activity is as exact.
 */
const TOUCH_GRANULARITY_MS = 60_000;

/**
 * Which of the user's memberships a call loads: every one, the one in a company, or none (a call such as the
 * keep-alive that only needs the session to be live). A user may be in thousands of companies.
 */
export type MembershipScope = 'all' | 'none' | { companyId: string };

/**
 * A live session with the user it acts as (the impersonated user, else its own) in one round trip. It runs on
 * every authenticated call, so it is built once per scope: a named statement that PostgreSQL parses and plans
 * once per connection, and no query building in the request.
 */
function prepareFindWithUser(db: Database, name: string, scope: 'all' | 'none' | 'company') {
  const now = sql.placeholder('now');
  const memberships =
    scope === 'none'
      ? sql<Membership[]>`'[]'::json`.mapWith(() => [])
      : membershipsColumn(scope === 'company' ? sql`${sql.placeholder('companyId')}` : undefined);
  return db
    .select({ session: sessions, user: users, memberships })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`coalesce(${sessions.impersonatedUserId}, ${sessions.userId})`))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .prepare(name);
}

/** Sessions in the database (DESIGN.md §5): the API server stays stateless. */
export class SessionStore {
  private readonly findWithUserQueries: Record<
    'all' | 'none' | 'company',
    ReturnType<typeof prepareFindWithUser>
  >;

  constructor(
    private readonly db: Database,
    private readonly timeouts: SessionTimeouts,
  ) {
    this.findWithUserQueries = {
      all: prepareFindWithUser(db, 'session_with_user', 'all'),
      none: prepareFindWithUser(db, 'session_with_user_alone', 'none'),
      company: prepareFindWithUser(db, 'session_with_user_in_company', 'company'),
    };
  }

  /** Creates a session under a fresh token; the caller sets the cookie. */
  async create(
    userId: string,
    currentCompanyId: string,
    client?: SessionClient,
  ): Promise<{ token: string; session: SessionRow }> {
    const token = newToken();
    const [session] = await this.db
      .insert(sessions)
      .values({
        idHash: hashToken(token),
        userId,
        currentCompanyId,
        idleExpiresAt: minutesFromNow(this.timeouts.idleMinutes),
        absoluteExpiresAt: minutesFromNow(this.timeouts.absoluteHours * 60),
        address: client?.address ?? null,
        userAgent: client?.userAgent.slice(0, USER_AGENT_MAX_LENGTH) || null,
      })
      .returning();
    return { token, session: session! };
  }

  /** A live session with the user it acts as (the impersonated user, else its own) and the memberships asked for. */
  async findWithUser(
    token: string,
    scope: MembershipScope,
  ): Promise<{ session: SessionRow; user: AccessUser } | null> {
    const params = { idHash: hashToken(token), now: new Date().toISOString() };
    const [row] =
      typeof scope === 'string'
        ? await this.findWithUserQueries[scope].execute(params)
        : await this.findWithUserQueries.company.execute({ ...params, companyId: scope.companyId });
    return row ? { session: row.session, user: toAccessUser(row.user, row.memberships) } : null;
  }

  /** The keep-alive: pushes the idle end forward, never past the absolute end, at most once a minute. */
  async touch(session: SessionRow): Promise<SessionRow> {
    const idle = minutesFromNow(this.timeouts.idleMinutes);
    const idleExpiresAt = idle < session.absoluteExpiresAt ? idle : session.absoluteExpiresAt;
    if (idleExpiresAt.getTime() - session.idleExpiresAt.getTime() < TOUCH_GRANULARITY_MS) return session;
    const lastActiveAt = new Date();
    await this.db
      .update(sessions)
      .set({ idleExpiresAt, lastActiveAt })
      .where(eq(sessions.idHash, session.idHash));
    return { ...session, idleExpiresAt, lastActiveAt };
  }

  async update(idHash: string, changes: SessionChanges) {
    await this.db.update(sessions).set(changes).where(eq(sessions.idHash, idHash));
  }

  /**
   * Moves a session to a new token, keeping its state: used at impersonation start and stop so that a
   * token seen before a change of identity is worthless after it.
   */
  async rotate(session: SessionRow): Promise<{ token: string; session: SessionRow }> {
    const token = newToken();
    const idHash = hashToken(token);
    await this.db.update(sessions).set({ idHash }).where(eq(sessions.idHash, session.idHash));
    return { token, session: { ...session, idHash } };
  }

  async destroy(idHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
  }

  /** The user's live sessions, oldest first. */
  async listLive(userId: string): Promise<SessionRow[]> {
    const now = new Date();
    return this.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          gt(sessions.idleExpiresAt, now),
          gt(sessions.absoluteExpiresAt, now),
        ),
      )
      .orderBy(asc(sessions.createdAt));
  }

  /** Ends every session of the user but the one given: "log out everywhere else". */
  async destroyOthers(userId: string, keepIdHash: string): Promise<void> {
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)));
  }

  async destroyExpired(): Promise<void> {
    const now = new Date();
    await this.db
      .delete(sessions)
      .where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)));
  }
}
