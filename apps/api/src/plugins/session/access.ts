import { eq } from 'drizzle-orm';
import { isOperatorStaff, PERMISSIONS, type RoleHolder } from '@kaista/domain';
import type { Database } from '../../db/client';
import { companies, companyMemberships, users } from '../../db/schema';

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

export async function loadAccessUser(db: Database, userId: string): Promise<AccessUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const memberships = await db
    .select({
      companyId: companyMemberships.companyId,
      companyName: companies.name,
      roles: companyMemberships.roles,
      permissions: companyMemberships.permissions,
    })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.userId, userId))
    .orderBy(companies.name);
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

/**
 * Operator staff serve every company (DESIGN.md §5), so in the company they work on they hold every
 * permission; company users hold what their membership grants. Null means no access to the company at all.
 */
export function permissionsIn(user: AccessUser, companyId: string): readonly string[] | null {
  if (user.isOperatorStaff) return PERMISSIONS;
  return user.memberships.find((membership) => membership.companyId === companyId)?.permissions ?? null;
}
