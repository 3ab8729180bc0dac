import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMPOSITE_PERMISSIONS } from '@kaista/domain/shared/roles';
import { COMPANY_ADMIN_ROLES } from '@kaista/domain/users';
import type { Database } from '../../db/client';
import { companyMemberships } from '../../db/schema';

/*
 * The one rule of a user's effective rights in a company, as SQL over a membership row aliased `m`: the
 * membership's own roles and permissions joined with those of every group of the company the user belongs
 * to, less the permissions the operator switched off everywhere or in that company. The session reads it on
 * every request, so a change of a group or of its members is in force on the members' next request.
 */
const memberGroups = sql.raw(`company_group_members gm
  join company_groups g on g.company_id = gm.company_id and g.id = gm.group_id`);
const ofMembership = sql.raw('gm.company_id = m.company_id and gm.user_id = m.user_id');

/** The roles: the membership's own in their order, then the groups' that it lacks. */
export const effectiveRolesSql: SQL = sql`(m.roles || array(
  select r from ${memberGroups} cross join lateral unnest(g.roles) r
  where ${ofMembership} and r <> all(m.roles) group by r order by r))`;

/*
 * A stored composite (§6) as its members: switching a member off must take it from the composite's holders
 * too, and a holder keeps the composite itself only while every member is in use (`hasPermissions`).
 */
const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');
const membersOf = sql.raw(
  `case e.p ${Object.entries(COMPOSITE_PERMISSIONS)
    .map(([name, { members }]) => `when '${name}' then array[${quoted(members)}]`)
    .join(' ')} else array[e.p] end`,
);

/** The permissions, composites expanded: own first, then the groups', those in use, each once. */
export const effectivePermissionsSql: SQL = sql`array(
  select x.p
  from unnest(m.permissions || array(select unnest(g.permissions) from ${memberGroups} where ${ofMembership}))
    with ordinality e(p, n)
    cross join lateral unnest(${membersOf}) x(p)
  where not exists (select 1 from disabled_permissions d where d.permission = x.p)
    and not exists (
      select 1 from company_disabled_permissions cd where cd.company_id = m.company_id and cd.permission = x.p)
  group by x.p order by min(e.n))`;

/**
 * The company's administrators by their effective roles, other than the one user given: the last-administrator
 * rule counts those who hold the role through a group as well.
 */
export async function countCompanyAdmins(
  db: Database,
  companyId: string,
  exceptUserId = '',
): Promise<number> {
  const adminRoles = sql.raw(`array[${COMPANY_ADMIN_ROLES.map((role) => `'${role}'`).join(',')}]::text[]`);
  const m = alias(companyMemberships, 'm');
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(m)
    .where(
      and(eq(m.companyId, companyId), ne(m.userId, exceptUserId), sql`${effectiveRolesSql} && ${adminRoles}`),
    );
  return row?.count ?? 0;
}

/** Serialises changes of one company's administrators, so the last-administrator rule holds under races. */
export async function lockCompanyAdmins(db: Database, companyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-admins:${companyId}`}))`);
}
