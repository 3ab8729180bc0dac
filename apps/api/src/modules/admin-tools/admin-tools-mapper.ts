import type { AdminSession } from '@kaista/domain/admin-tools';
import { displayName } from '../../plugins/session/display-name';
import type { AuthContext } from '../../plugins/session/session-plugin';

/** The session in the shape of §2 admintools/session: the person behind it, whom they act for, where. */
export function toAdminSession(
  auth: AuthContext,
  company: { uid: string; name: string } | null,
  serverEnvironment: string,
): AdminSession {
  const person = auth.operator ?? auth.user;
  const { session } = auth;
  return {
    user: { uid: person.id, name: displayName(person), email: person.email, roles: person.globalRoles },
    impersonating: auth.operator
      ? { uid: auth.user.id, name: displayName(auth.user), email: auth.user.email }
      : null,
    company,
    environment: session.environmentOverride ?? serverEnvironment,
    environmentOverridden: session.environmentOverride !== null,
    createdAt: session.createdAt.toISOString(),
    idleExpiresAt: session.idleExpiresAt.toISOString(),
    absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
  };
}
