import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isEnvironment, type Environment } from '@kaista/domain/shared/constants';
import { isRealCompanyId } from '@kaista/domain/shared/roles';
import { isValidCompanyId } from '@kaista/domain/shared/validation';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { unauthenticated } from '../../http-errors';
import type { AccessUser } from './access-user';
import { isCompanyRoute } from './company-route';
import { loadAccessUser } from './load-access-user';
import { type MembershipScope, type SessionChanges, type SessionRow, SessionStore } from './session-store';
import { SESSION_COOKIE } from './session-token';

/** Who is calling: the effective user, and the operator behind them while impersonating. */
export interface AuthContext {
  session: SessionRow;
  user: AccessUser;
  operator: AccessUser | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a live session and nothing of the user's memberships (the keep-alive). */
    sessionOnly?: boolean;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    /** Sets the session cookie for a token (or clears it with null). */
    setSessionCookie(reply: FastifyReply, token: string | null): void;
    /** Changes who the session acts as, under a new session id (DESIGN.md §5: no fixation across it). */
    switchSession(reply: FastifyReply, session: SessionRow, changes: SessionChanges): Promise<void>;
  }
  interface FastifyRequest {
    /** The caller's session and user, or null without a valid session. Loaded once, on first use. */
    authContext(): Promise<AuthContext | null>;
    /** Like authContext, but a missing session is a 401. */
    requireAuth(): Promise<AuthContext>;
    /** §9: the environment whose feature flags apply: the session's own choice, else the server's. */
    environment(): Promise<Environment>;
  }
}

/**
 * A call on one company (the tenant guard's routes) needs the caller's membership there and no other; a
 * session-only route none; the other calls (the user's companies, the session's start, the profile) all.
 */
function membershipScope(request: FastifyRequest): MembershipScope {
  if (request.routeOptions.config?.sessionOnly) return 'none';
  const companyId = (request.params as { id?: string } | undefined)?.id;
  // Only a well-formed id goes to the database (the guard answers 404 to any other, as before).
  const onCompany =
    isCompanyRoute(request.routeOptions.url ?? '') &&
    isRealCompanyId(companyId) &&
    isValidCompanyId(companyId);
  return onCompany ? { companyId } : 'all';
}

async function resolveAuth(
  db: Database,
  store: SessionStore,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  // Cookies are parsed in an onRequest hook; a request refused before that has none.
  const token = request.cookies?.[SESSION_COOKIE];
  if (!token) return null;
  const found = await store.findWithUser(token, membershipScope(request));
  if (!found) return null;
  const { session, user } = found;
  const operator = session.impersonatedUserId ? await loadAccessUser(db, session.userId) : null;
  return { session, user, operator };
}

export function registerSessions(app: FastifyInstance, db: Database, config: AppConfig): void {
  const store = new SessionStore(db, {
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
  });
  app.decorate('sessions', store);
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string | null) => {
    const options = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.environment !== 'development',
    };
    if (token === null) reply.clearCookie(SESSION_COOKIE, options);
    else reply.setCookie(SESSION_COOKIE, token, { ...options, maxAge: config.sessionAbsoluteHours * 3600 });
  });

  app.decorate(
    'switchSession',
    async function (
      this: FastifyInstance,
      reply: FastifyReply,
      session: SessionRow,
      changes: SessionChanges,
    ) {
      await store.update(session.idHash, changes);
      this.setSessionCookie(reply, (await store.rotate(session)).token);
    },
  );

  const cache = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();
  app.decorateRequest('authContext', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolveAuth(db, store, this);
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireAuth', async function (this: FastifyRequest) {
    const auth = await this.authContext();
    if (!auth) throw unauthenticated();
    return auth;
  });
  app.decorateRequest('environment', async function (this: FastifyRequest) {
    const override = (await this.authContext())?.session.environmentOverride;
    return isEnvironment(override) ? override : config.environment;
  });
  // Every /api call that takes input needs a session (only input-free calls such as the environment are
  // public), so a caller without one gets 401 before validation could tell it anything about the input.
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    const takesInput = Boolean(schema?.body ?? schema?.querystring ?? schema?.params);
    if (takesInput && request.url.startsWith('/api/')) await request.requireAuth();
  });
}
