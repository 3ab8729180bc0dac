import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMemberships, users } from '../../db/schema';
import { loadAccessUser } from '../../plugins/session/load-access-user';
import { companyUserColumns, m, withGroups, type CompanyUserRow, type RightsChange } from './user-rows.repo';

/** One user of a company: always read through the company's membership, so another company's is missing. */
export class CompanyUsersRepo {
  constructor(private readonly db: Database) {}

  async find(companyId: string, userId: string): Promise<CompanyUserRow | null> {
    const rows = await this.db
      .select(companyUserColumns)
      .from(m)
      .innerJoin(users, eq(users.id, m.userId))
      .where(and(eq(m.companyId, companyId), eq(m.userId, userId)));
    const [row] = await withGroups(this.db, companyId, rows);
    return row ?? null;
  }

  /** The user's effective rights in the company (their groups' included), as the guards see them. */
  async effectiveRights(companyId: string, userId: string): Promise<RightsChange | null> {
    const person = await loadAccessUser(this.db, userId);
    const membership = person?.memberships.find((candidate) => candidate.companyId === companyId);
    return membership ? { roles: membership.roles, permissions: membership.permissions } : null;
  }

  async findPersonByEmail(email: string): Promise<{ id: string } | null> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row ?? null;
  }

  async isMemberByEmail(companyId: string, email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(and(eq(companyMemberships.companyId, companyId), eq(users.email, email)));
    return row !== undefined;
  }
}
