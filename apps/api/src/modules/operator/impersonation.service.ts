import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImpersonationCandidate } from '@kaista/domain/company-users';
import { AUDIT_ACTIONS, type ImpersonationState } from '@kaista/domain/impersonation';
import type { SessionState } from '@kaista/domain/session';
import { IMPERSONATOR_ROLES, meetsRoleRequirement } from '@kaista/domain/shared/roles';
import { conflict, forbidden, notFound } from '../../http-errors';
import { type AccessUser, displayName, loadAccessUser, toRoleHolder } from '../../plugins/session/access';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { Database } from '../../db/client';
import type { OperatorRepo } from './operator.repo';

/** Only a company's own users can be acted for: never an operator's or any other internal account. */
function isImpersonable(user: { globalRoles: readonly string[] }): boolean {
  return user.globalRoles.length === 0;
}

export class ImpersonationService {
  constructor(
    private readonly db: Database,
    private readonly repo: OperatorRepo,
  ) {}

  /** The company's users; the caller may act as those who are the company's own, if an impersonator. */
  async candidates(access: CompanyAccess): Promise<ImpersonationCandidate[]> {
    const rows = await this.repo.companyUsers(access.companyId);
    const mayImpersonate =
      !access.operator &&
      meetsRoleRequirement(toRoleHolder(access.user), IMPERSONATOR_ROLES, access.companyId);
    return rows.map((row) => ({
      uid: row.id,
      name: displayName(row),
      email: row.email,
      roles: row.roles,
      canImpersonate: mayImpersonate && isImpersonable(row),
    }));
  }

  /** POST /businesses/{id}/impersonations/{uid}: the session acts for the user under a new session id. */
  async start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<ImpersonationState> {
    const { session, user: operator, operator: alreadyActing } = request.company;
    if (alreadyActing) throw conflict('ILLEGAL_STATE', 'Stop acting for the current user first.');
    const { companyId } = request.company;
    const target = await loadAccessUser(this.db, userId);
    if (!target?.memberships.some((membership) => membership.companyId === companyId)) throw notFound('User');
    if (!isImpersonable({ globalRoles: target.globalRoles }) || target.id === operator.id) {
      throw forbidden('Operator accounts cannot be acted for.');
    }
    await request.server.sessions.update(session.idHash, {
      impersonatedUserId: target.id,
      currentCompanyId: companyId,
    });
    const rotated = await request.server.sessions.rotate(session);
    request.server.setSessionCookie(reply, rotated.token);
    await this.audit(request, { companyId, operator, actedFor: target, action: AUDIT_ACTIONS.start });
    return {
      currentCompanyId: companyId,
      expiresAt: session.idleExpiresAt.toISOString(),
      user: { uid: target.id, name: displayName(target) },
      operatorName: displayName(operator),
    };
  }

  /** DELETE /impersonations: back to the operator's own identity, again under a new session id. */
  async stop(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
    const { session, user, operator } = await request.requireAuth();
    if (!operator) throw conflict('ILLEGAL_STATE', 'The session is not acting for anyone.');
    const companyId =
      (await request.server.audit.impersonationCompany(operator.id, user.id)) ?? session.currentCompanyId;
    await request.server.sessions.update(session.idHash, { impersonatedUserId: null });
    const rotated = await request.server.sessions.rotate(session);
    request.server.setSessionCookie(reply, rotated.token);
    await this.audit(request, { companyId, operator, actedFor: user, action: AUDIT_ACTIONS.stop });
    return { currentCompanyId: session.currentCompanyId, expiresAt: session.idleExpiresAt.toISOString() };
  }

  private async audit(
    request: FastifyRequest,
    entry: { companyId: string; operator: AccessUser; actedFor: AccessUser; action: string },
  ): Promise<void> {
    await request.server.audit.record({ ...entry, target: entry.actedFor.email, result: 200 });
    request.auditRecorded = true;
  }
}
