import { eq, sql } from 'drizzle-orm';
import {
  isOperatorStaff,
  permissionsIn as domainPermissionsIn,
  type RoleHolder,
} from '@kaista/domain/shared/roles';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

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
  memberships: Membership[];
  isOperatorStaff: boolean;
}

/**
 * The user's memberships as one json column, correlated with the `users` row of the surrounding select.
 * Spelled out rather than interpolated: in a one-table select Drizzle leaves column names unqualified.
 * The drivers differ in whether they hand json over parsed, hence the mapping.
 */
export const membershipsColumn = () =>
  sql<Membership[]>`(
    select coalesce(json_agg(json_build_object(
      'companyId', m.company_id, 'companyName', c.name, 'roles', m.roles, 'permissions', m.permissions
    ) order by c.name), '[]'::json)
    from company_memberships m join companies c on c.id = m.company_id
    where m.user_id = users.id)`.mapWith((value: unknown) =>
    typeof value === 'string' ? JSON.parse(value) : value,
  );

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

/** The user with every membership, in one round trip. */
export async function loadAccessUser(db: Database, userId: string): Promise<AccessUser | null> {
  const [row] = await db
    .select({ user: users, memberships: membershipsColumn() })
    .from(users)
    .where(eq(users.id, userId));
  return row ? toAccessUser(row.user, row.memberships) : null;
}

/** How a person is named in answers, audit rows and banners. */
export const displayName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`;

/** The user in the shape of the shared role and permission rules of `@kaista/domain`. */
export function toRoleHolder(user: AccessUser): RoleHolder {
  return {
    roles: user.globalRoles,
    organizations: user.memberships.map(({ companyId, roles, permissions }) => ({
      uid: companyId,
      roles,
      permissions,
    })),
  };
}

/** What the user may do in a company by the domain's one rule (operator staff: everything); null: no access. */
export function permissionsIn(user: AccessUser, companyId: string): readonly string[] | null {
  return domainPermissionsIn(toRoleHolder(user), companyId);
}
