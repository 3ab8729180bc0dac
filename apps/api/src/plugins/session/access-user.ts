import { isOperatorStaff } from '@kaista/domain/shared/roles';
import type { users } from '../../db/schema';

export interface Membership {
  companyId: string;
  companyName: string;
  roles: string[];
  permissions: string[];
}

/** A user as the access rules see them: global roles, and roles and permissions per company. */
export interface AccessUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  type: 'internal' | 'external';
  globalRoles: string[];
  /**
   * The memberships with the effective rights in each. On a company route (`/api/businesses/{id}/…`) the
   * session loads only the one in that company (a user may be in thousands); elsewhere every one.
   */
  memberships: Membership[];
  isOperatorStaff: boolean;
}

export function toAccessUser(user: typeof users.$inferSelect, memberships: Membership[]): AccessUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    type: user.type === 'internal' ? 'internal' : 'external',
    globalRoles: user.globalRoles,
    memberships,
    isOperatorStaff: isOperatorStaff({ roles: user.globalRoles, organizations: [] }),
  };
}
