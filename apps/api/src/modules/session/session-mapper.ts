import type { ActiveSession, UserInfo } from '@kaista/domain/session';
import type { Membership } from '../../plugins/session/access-user';
import { displayName } from '../../plugins/session/display-name';
import type { AuthContext } from '../../plugins/session/session-plugin';
import type { SessionRow } from '../../plugins/session/session-store';

type Organization = UserInfo['organizations'][number];

/** A membership as the session's organisation list holds it: its roles and permissions there. */
export const toOrganization = (membership: Membership): Organization => ({
  uid: membership.companyId,
  name: membership.companyName,
  isUpToDate: true,
  roles: membership.roles,
  permissions: membership.permissions,
});

/** The caller as §7 users/self/info answers: the user acted as, and who acts for them. */
export function toUserInfo(
  { user, session, operator }: AuthContext,
  organizations: Organization[],
): UserInfo {
  return {
    uid: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: displayName(user),
    email: user.email,
    type: user.type,
    roles: user.globalRoles,
    roleFeatures: [],
    organizations,
    currentCompanyId: session.currentCompanyId,
    impersonatorName: operator ? displayName(operator) : null,
  };
}

/** A session row as its owner sees it: never its id, only when, from where and with what. */
export function toActiveSession(row: SessionRow, currentIdHash: string): ActiveSession {
  return {
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    userAgent: row.userAgent,
    address: row.address,
    current: row.idHash === currentIdHash,
  };
}
