import { AUDIT_ACTIONS, type ImpersonationState } from '@kaista/domain/impersonation';
import type { SessionState } from '@kaista/domain/session';
import type { Database } from '../../db/client';
import { apiError, forbidden, notFound } from '../../http-errors';
import type { AuditWriter } from '../../plugins/audit-trail';
import type { AccessUser } from '../../plugins/session/access-user';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import { loadAccessUser } from '../../plugins/session/load-access-user';
import type { AuthContext } from '../../plugins/session/session-plugin';
import type { SessionChanges } from '../../plugins/session/session-store';

/** Applies the change to the caller's session, under a new session id: the HTTP layer's part of acting. */
export type SwitchSession = (changes: SessionChanges) => Promise<void>;

/** Only a company's own users can be acted for: never an operator's or any other internal account. */
function isImpersonable(user: AccessUser): boolean {
  return user.globalRoles.length === 0;
}

export class ImpersonationService {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditWriter,
  ) {}

  /** POST /businesses/{id}/impersonations/{uid}: the session acts for one of the company's own users. */
  async start(
    actor: CompanyAccess,
    userId: string,
    switchSession: SwitchSession,
  ): Promise<ImpersonationState> {
    const { session, companyId, user: operator } = actor;
    if (actor.operator) throw apiError('ILLEGAL_STATE', 'Stop acting for the current user first.');
    const target = await loadAccessUser(this.db, userId);
    if (!target?.memberships.some((membership) => membership.companyId === companyId)) throw notFound('User');
    if (!isImpersonable(target) || target.id === operator.id) {
      throw forbidden('Operator accounts cannot be acted for.');
    }
    await switchSession({ impersonatedUserId: target.id, currentCompanyId: companyId });
    await this.record({ companyId, operator, actedFor: target, action: AUDIT_ACTIONS.start });
    return {
      currentCompanyId: companyId,
      expiresAt: session.idleExpiresAt.toISOString(),
      user: { uid: target.id, name: displayName(target) },
      operatorName: displayName(operator),
    };
  }

  /** DELETE /impersonations: back to the operator's own identity, in the company acting started in. */
  async stop(actor: AuthContext, switchSession: SwitchSession): Promise<SessionState> {
    const { session, user, operator } = actor;
    if (!operator) throw apiError('ILLEGAL_STATE', 'The session is not acting for anyone.');
    const companyId =
      (await this.audit.impersonationCompany(operator.id, user.id)) ?? session.currentCompanyId;
    await switchSession({ impersonatedUserId: null });
    await this.record({ companyId, operator, actedFor: user, action: AUDIT_ACTIONS.stop });
    return { currentCompanyId: session.currentCompanyId, expiresAt: session.idleExpiresAt.toISOString() };
  }

  private async record(entry: {
    companyId: string;
    operator: AccessUser;
    actedFor: AccessUser;
    action: string;
  }): Promise<void> {
    await this.audit.record({ ...entry, target: entry.actedFor.email, result: 200 });
  }
}
