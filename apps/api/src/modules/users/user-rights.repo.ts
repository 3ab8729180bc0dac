import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { notFound, preconditionFailed } from '../../http-errors';
import type { AlongWith } from '../../routing/change-audit';
import { companyMemberships, endUsers, passwordResets } from '../../db/schema';
import { countCompanyAdmins, lockCompanyAdmins } from '../../plugins/session/effective-rights';
import type { CompanyUsersRepo } from './company-users.repo';
import { member, type CompanyUserRow, type RightsChange } from './user-rows.repo';

/**
 * The changes the last-administrator rule guards: a user's rights set, or the user taken out of the company
 * with all their rights. Both count the other administrators under the company's admin lock.
 */
export class UserRightsRepo {
  constructor(
    private readonly db: Database,
    private readonly users: CompanyUsersRepo,
  ) {}

  /** The company's administrators other than this user, by their effective roles (groups included). */
  private async otherAdmins(companyId: string, userId: string, db: Database = this.db): Promise<number> {
    return countCompanyAdmins(db, companyId, userId);
  }

  /**
   * Sets the user's rights where the membership still has the version read (412 otherwise). The last
   * administrator is counted again inside the transaction, so two admins demoting each other cannot both win.
   */
  async setRights(
    before: CompanyUserRow,
    companyId: string,
    rights: RightsChange,
    expected: number | undefined,
    check: (otherAdmins: () => Promise<number>) => Promise<void>,
    along: AlongWith,
  ): Promise<CompanyUserRow> {
    const updated = await this.db.transaction(async (tx) => {
      await lockCompanyAdmins(tx, companyId);
      await check(() => this.otherAdmins(companyId, before.id, tx));
      const [row] = await tx
        .update(companyMemberships)
        .set({ ...rights, version: nextVersion(companyMemberships.version) })
        .where(versionedWhere(companyMemberships.version, member(companyId, before.id), expected))
        .returning({ version: companyMemberships.version });
      if (row) await along(tx);
      return row;
    });
    await versionedResult(
      updated,
      async () => (await this.users.find(companyId, before.id)) !== null,
      'User',
    );
    // Read anew: the effective rights follow from the new own rights and the user's groups.
    const after = await this.users.find(companyId, before.id);
    if (!after) throw notFound('User');
    return after;
  }

  /**
   * Takes the user out of the company: their very next request there is refused (404), sessions or not; their
   * end-user link there ends. With the version read (If-Match), only while their rights still have it (412).
   */
  async remove(
    companyId: string,
    userId: string,
    expected: number | undefined,
    check: (otherAdmins: () => Promise<number>) => Promise<void>,
    along: AlongWith,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockCompanyAdmins(tx, companyId);
      await check(() => this.otherAdmins(companyId, userId, tx));
      const [removed] = await tx
        .delete(companyMemberships)
        .where(versionedWhere(companyMemberships.version, member(companyId, userId), expected))
        .returning({ userId: companyMemberships.userId });
      // Read a moment ago, so it is there: what no longer matches is a stale version (412, nothing changed).
      if (!removed) throw preconditionFailed();
      // The end user they were known as is free again for whoever takes their place.
      await tx
        .update(endUsers)
        .set({ linkedUserId: null })
        .where(and(eq(endUsers.companyId, companyId), eq(endUsers.linkedUserId, userId)));
      // Invited and taken out before the link was used: the link would open a portal of no company.
      const [stillMember] = await tx
        .select({ one: sql`1` })
        .from(companyMemberships)
        .where(eq(companyMemberships.userId, userId))
        .limit(1);
      if (!stillMember)
        await tx
          .delete(passwordResets)
          .where(and(eq(passwordResets.userId, userId), eq(passwordResets.purpose, 'invitation')));
      await along(tx);
    });
  }
}
