import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { type AccessUser, type Membership, toAccessUser } from './access-user';
import { effectivePermissionsSql, effectiveRolesSql } from './effective-rights';

/**
 * The user's memberships, each with the user's effective rights there (effective-rights.ts), as one json
 * column, correlated with the `users` row of the surrounding select. Spelled out rather than interpolated: in a one-table select Drizzle leaves column names unqualified.
 * Given a company, only the membership in it (at most one row, whatever number of companies the user is in).
 * The drivers differ in whether they hand json over parsed, hence the mapping.
 */
export const membershipsColumn = (company?: SQL) =>
  sql<Membership[]>`(
    select coalesce(json_agg(json_build_object(
      'companyId', m.company_id, 'companyName', c.name,
      'roles', ${effectiveRolesSql}, 'permissions', ${effectivePermissionsSql}
    ) order by c.name), '[]'::json)
    from company_memberships m join companies c on c.id = m.company_id
    where m.user_id = users.id${company ? sql` and m.company_id = ${company}` : sql``})`.mapWith(
    (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value),
  );

/** The user with every membership, in one round trip. */
export async function loadAccessUser(db: Database, userId: string): Promise<AccessUser | null> {
  const [row] = await db
    .select({ user: users, memberships: membershipsColumn() })
    .from(users)
    .where(eq(users.id, userId));
  return row ? toAccessUser(row.user, row.memberships) : null;
}
