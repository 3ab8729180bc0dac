import type { ActiveSession } from '@kaista/domain/session';
import type { AuthContext } from '../../plugins/session/session-plugin';
import type { SessionStore } from '../../plugins/session/session-store';
import { toActiveSession } from './session-mapper';

/**
 * The person logged in, also while acting for someone: their sessions are theirs to see and end, so the
 * actor's session row (whose user is the person) decides, not the user acted for.
 */
export class ActiveSessionsService {
  constructor(private readonly sessions: SessionStore) {}

  async list(actor: AuthContext): Promise<ActiveSession[]> {
    const { session } = actor;
    return (await this.sessions.listLive(session.userId)).map((row) => toActiveSession(row, session.idHash));
  }

  async endOthers(actor: AuthContext): Promise<void> {
    await this.sessions.destroyOthers(actor.session.userId, actor.session.idHash);
  }
}
