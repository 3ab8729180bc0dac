import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { companyGroupMembers, companyGroups, companyMemberships } from '../../db/schema';
import { countCompanyAdmins, lockCompanyAdmins } from '../../plugins/session/effective-rights';
import type { AlongWith } from '../../routing/change-audit';
import { group, GroupReadsRepo, type GroupPlace } from './group-reads.repo';

export type { GroupPlace, GroupRow, MemberRow } from './group-reads.repo';

export interface GroupRights {
  roles: string[];
  permissions: string[];
}

/** Runs after a change inside its transaction: refuses it (by throwing) when it locked the company out. */
export type AdminCheck = (adminsBefore: number, adminsAfter: number) => void;

/**
 * A company's groups and their members: the reads of GroupReadsRepo, and the changes, each in one transaction
 * (those that can take away an administrator under the company's lock, counting its administrators).
 */
export class GroupsRepo extends GroupReadsRepo {
  async create(
    place: GroupPlace,
    values: { id: string; name: string } & GroupRights,
    along: AlongWith,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(companyGroups).values({ ...place, ...values });
      await along(tx);
    });
  }

  /**
   * Changes a group where it still has the version read (412 otherwise), and its members when given, in one
   * transaction that counts the company's administrators before and after under the company's lock.
   */
  async update(
    place: GroupPlace,
    id: string,
    change: { name?: string; rights?: GroupRights; members?: readonly string[] },
    expected: number | undefined,
    check: AdminCheck,
    along: AlongWith,
  ): Promise<void> {
    const updated = await this.inAdminGuard(place.companyId, check, async (db) => {
      const [row] = await db
        .update(companyGroups)
        .set({
          ...(change.name !== undefined && { name: change.name }),
          ...change.rights,
          version: nextVersion(companyGroups.version),
        })
        .where(versionedWhere(companyGroups.version, group(place, id), expected))
        .returning({ version: companyGroups.version });
      if (!row) return undefined;
      if (change.members) await replaceMembers(db, place.companyId, id, change.members);
      await along(db);
      return row;
    });
    await versionedResult(updated, async () => (await this.find(place, id)) !== null, 'Group');
  }

  async remove(place: GroupPlace, id: string, check: AdminCheck, along: AlongWith): Promise<boolean> {
    return this.inAdminGuard(place.companyId, check, async (db) => {
      const removed = await db
        .delete(companyGroups)
        .where(group(place, id))
        .returning({ id: companyGroups.id });
      if (removed.length > 0) await along(db);
      return removed.length > 0;
    });
  }

  /**
   * Sets the groups one user belongs to (ids already checked to be the company's) where the user's rights
   * still have the version read (412 otherwise); the version moves on, as with a change of their own rights.
   */
  async setGroupsOf(
    companyId: string,
    userId: string,
    groupIds: readonly string[],
    expected: number | undefined,
    check: AdminCheck,
    along: AlongWith,
  ): Promise<void> {
    const membership = and(
      eq(companyMemberships.companyId, companyId),
      eq(companyMemberships.userId, userId),
    ) as SQL;
    const updated = await this.inAdminGuard(companyId, check, async (db) => {
      const [row] = await db
        .update(companyMemberships)
        .set({ version: nextVersion(companyMemberships.version) })
        .where(versionedWhere(companyMemberships.version, membership, expected))
        .returning({ version: companyMemberships.version });
      if (!row) return undefined;
      await db
        .delete(companyGroupMembers)
        .where(and(eq(companyGroupMembers.companyId, companyId), eq(companyGroupMembers.userId, userId)));
      if (groupIds.length > 0)
        await db
          .insert(companyGroupMembers)
          .values(groupIds.map((groupId) => ({ companyId, groupId, userId })));
      await along(db);
      return row;
    });
    await versionedResult(updated, async () => (await this.member(companyId, userId)) !== null, 'User');
  }

  private async inAdminGuard<T>(companyId: string, check: AdminCheck, work: (db: Database) => Promise<T>) {
    return this.db.transaction(async (tx) => {
      await lockCompanyAdmins(tx, companyId);
      const before = await countCompanyAdmins(tx, companyId);
      const result = await work(tx);
      check(before, await countCompanyAdmins(tx, companyId));
      return result;
    });
  }
}

async function replaceMembers(db: Database, companyId: string, groupId: string, userIds: readonly string[]) {
  await db
    .delete(companyGroupMembers)
    .where(and(eq(companyGroupMembers.companyId, companyId), eq(companyGroupMembers.groupId, groupId)));
  if (userIds.length > 0)
    await db.insert(companyGroupMembers).values(userIds.map((userId) => ({ companyId, groupId, userId })));
}
