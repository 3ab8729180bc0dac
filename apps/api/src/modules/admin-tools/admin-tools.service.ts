import type { AdminSession, EnvironmentMode } from '@kaista/domain/admin-tools';
import type { EnvironmentInfo } from '@kaista/domain/session';
import type { Environment } from '@kaista/domain/shared/constants';
import { isSuperAdmin } from '@kaista/domain/shared/roles';
import { forbidden } from '../../http-errors';
import { toRoleHolder } from '../../plugins/session/role-holder';
import type { AuthContext } from '../../plugins/session/session-plugin';
import type { SessionStore } from '../../plugins/session/session-store';
import { toAdminSession } from './admin-tools-mapper';
import type { AdminToolsRepo } from './admin-tools.repo';

/** The actor of the admin tools is the person behind the session, also while acting for someone. */
export class AdminToolsService {
  constructor(
    private readonly repo: AdminToolsRepo,
    private readonly sessions: SessionStore,
    private readonly serverEnvironment: Environment,
  ) {}

  /** §9 PUT /environmentmode: the session's own environment, which decides the feature flags. */
  async setEnvironment(actor: AuthContext, mode: EnvironmentMode): Promise<EnvironmentInfo> {
    if (!(actor.operator ?? actor.user).isOperatorStaff) throw forbidden();
    await this.sessions.update(actor.session.idHash, { environmentOverride: mode.environment });
    return { environment: mode.environment ?? this.serverEnvironment };
  }

  /** §2 /0/admintools/session: for the super admin only. */
  async session(actor: AuthContext): Promise<AdminSession> {
    if (!isSuperAdmin(toRoleHolder(actor.operator ?? actor.user))) throw forbidden();
    const companyId = actor.session.currentCompanyId;
    const name = await this.repo.companyName(companyId);
    return toAdminSession(actor, name === null ? null : { uid: companyId, name }, this.serverEnvironment);
  }
}
