import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActionOf } from '@kaista/domain/audit';
import { AUDIT_ACTIONS } from '@kaista/domain/impersonation';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import type { AccessUser } from './session/access-user';
import { displayName } from './session/display-name';
import type { AuthContext } from './session/session-plugin';
import { UNAUDITED_CALLS } from './unaudited-calls';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NO_COMPANY = '0';

export interface AuditRecord {
  companyId: string;
  operator: AccessUser;
  actedFor: AccessUser | null;
  action: string;
  target: string;
  subject?: string | null;
  result: number;
}

/** The company of a call under /api/businesses/:id. */
const companyInPath = (request: FastifyRequest): string | undefined =>
  request.routeOptions.url?.startsWith('/api/businesses/:id')
    ? (request.params as { id?: string }).id
    : undefined;

/** Writes the audit log (DESIGN.md §5). It only ever inserts: the table refuses changes by a trigger. */
export class AuditWriter {
  constructor(private readonly db: Database) {}

  /** `db` may be the transaction of the change being recorded, so the change and its row land together. */
  async record(entry: AuditRecord, db: Database = this.db): Promise<void> {
    await db.insert(auditLog).values({
      companyId: entry.companyId,
      operatorId: entry.operator.id,
      operatorName: displayName(entry.operator),
      actedForId: entry.actedFor?.id ?? null,
      actedForName: entry.actedFor ? displayName(entry.actedFor) : null,
      action: entry.action,
      target: entry.target,
      subject: entry.subject ?? null,
      result: entry.result,
    });
  }

  /** The company an operator started acting for a user in, so later rows land in that company's log. */
  async impersonationCompany(operatorId: string, userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ companyId: auditLog.companyId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.operatorId, operatorId),
          eq(auditLog.actedForId, userId),
          eq(auditLog.action, AUDIT_ACTIONS.start),
        ),
      )
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(1);
    return row?.companyId ?? null;
  }

  /** The company a call made while impersonating belongs to: the one in its path, else the session's. */
  async companyOf(request: FastifyRequest, auth: AuthContext & { operator: AccessUser }): Promise<string> {
    const inPath = companyInPath(request);
    if (inPath) return inPath;
    if (auth.session.currentCompanyId !== NO_COMPANY) return auth.session.currentCompanyId;
    return (await this.impersonationCompany(auth.operator.id, auth.user.id)) ?? NO_COMPANY;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditWriter;
  }
  interface FastifyRequest {
    /** Set by a route that wrote its own, more specific audit row (impersonation start and stop). */
    auditRecorded: boolean;
    /** What a route's write was done to, in words the audit log shows (a ticket's '#12'). */
    auditSubject: string | null;
    /**
     * Set by a company's route for a change a company user makes themselves (a ticket, an answer, a shop
     * order), once it knows what the change is made to: the trail then records it, with its result, for the
     * company's log whoever made it, not only operator staff acting as someone. Staff working the company's
     * tickets as themselves are not recorded: their work is the ticket's own history.
     */
    auditForCompany: boolean;
  }
}

/**
 * Records every state-changing API call made while impersonating, and the company users' own changes their
 * routes mark (`auditForCompany`), with the result, before the answer leaves: a write that cannot be audited
 * does not look like a success.
 */
export function registerAuditTrail(app: FastifyInstance, db: Database): void {
  const writer = new AuditWriter(db);
  app.decorate('audit', writer);
  app.decorateRequest('auditRecorded', false);
  app.decorateRequest('auditSubject', null);
  app.decorateRequest('auditForCompany', false);
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    const route = request.routeOptions.url;
    // A call no route answers changed nothing, and its path is the caller's own text rather than an action.
    if (SAFE_METHODS.has(request.method) || request.auditRecorded || !route?.startsWith('/api/'))
      return payload;
    const call = `${request.method} ${route}`;
    if (UNAUDITED_CALLS.has(call)) return payload;
    const auth = await request.authContext();
    if (!auth) return payload;
    // Stored as the action's key, so the log reads as sentences in each reader's language.
    const facts = {
      action: auditActionOf(call),
      target: path,
      subject: request.auditSubject,
      result: reply.statusCode,
    };
    const ownCompany =
      request.auditForCompany && !auth.user.isOperatorStaff ? companyInPath(request) : undefined;
    if (auth.operator) {
      const companyId = await writer.companyOf(request, { ...auth, operator: auth.operator });
      await writer.record({ ...facts, companyId, operator: auth.operator, actedFor: auth.user });
    } else if (ownCompany) {
      await writer.record({ ...facts, companyId: ownCompany, operator: auth.user, actedFor: null });
    }
    return payload;
  });
}

/** Names what a company user's own change was done to, for the company's audit log (see `auditForCompany`). */
export function auditForCompany(request: FastifyRequest, subject: string): void {
  request.auditSubject = subject;
  request.auditForCompany = true;
}
