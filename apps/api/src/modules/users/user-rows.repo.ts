import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { companyGroupMembers, companyGroups, companyMemberships, users } from '../../db/schema';
import { effectivePermissionsSql, effectiveRolesSql } from '../../plugins/session/effective-rights';

/** The membership as `m`, the alias the one effective-rights rule (effective-rights.ts) is written over. */
export const m = alias(companyMemberships, 'm');

/** A company user as every read selects them: the membership over `m` joined to the person. */
export const companyUserColumns = {
  id: m.userId,
  firstName: m.firstName,
  lastName: m.lastName,
  email: m.email,
  twoFactorMethod: users.twoFactorMethod,
  phone: users.phone,
  roles: m.roles,
  permissions: m.permissions,
  effectiveRoles: sql<string[]>`${effectiveRolesSql}`,
  effectivePermissions: sql<string[]>`${effectivePermissionsSql}`,
  version: m.version,
};

/** A group one user belongs to, with the rights it gives (permissions stored expanded). */
export interface UserGroupRow {
  uid: string;
  kind: string;
  name: string;
  roles: string[];
  permissions: string[];
}

export interface CompanyUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  twoFactorMethod: string;
  /** The person's mobile number for the SMS sign-in codes. */
  phone: string | null;
  /** The user's own rights (permissions stored expanded). */
  roles: string[];
  permissions: string[];
  /** Own and the groups' rights, less what is switched off: what the guards apply. */
  effectiveRoles: string[];
  effectivePermissions: string[];
  groups: UserGroupRow[];
  version: number;
}

export type PlainUserRow = Omit<CompanyUserRow, 'groups'>;

export interface RightsChange {
  roles: string[];
  permissions: string[];
}

/** The one membership of the user in the company, for the writes conditional on its version. */
export const member = (companyId: string, userId: string | SQLWrapper) =>
  and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)) as SQL;

/** The groups of these users in the company, read in one query for a page or a batch of users. */
export async function withGroups(
  db: Database,
  companyId: string,
  rows: PlainUserRow[],
): Promise<CompanyUserRow[]> {
  if (rows.length === 0) return [];
  const memberships = await db
    .select({
      userId: companyGroupMembers.userId,
      uid: companyGroups.id,
      kind: companyGroups.kind,
      name: companyGroups.name,
      roles: companyGroups.roles,
      permissions: companyGroups.permissions,
    })
    .from(companyGroupMembers)
    .innerJoin(
      companyGroups,
      and(
        eq(companyGroups.companyId, companyGroupMembers.companyId),
        eq(companyGroups.id, companyGroupMembers.groupId),
      ),
    )
    .where(
      and(
        eq(companyGroupMembers.companyId, companyId),
        inArray(
          companyGroupMembers.userId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(companyGroups.kind), asc(companyGroups.name), asc(companyGroups.id));
  return rows.map((row) => ({
    ...row,
    groups: memberships
      .filter((group) => group.userId === row.id)
      .map(({ userId: _user, ...group }) => group),
  }));
}
