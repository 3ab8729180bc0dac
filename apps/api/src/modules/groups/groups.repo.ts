import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { GroupKind, GroupListQuery } from '@kaista/domain/groups';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { paginate } from '../../db/paginate';
import { companyGroupMembers, companyGroups, companyMemberships } from '../../db/schema';
import { countCompanyAdmins, lockCompanyAdmins } from '../../plugins/session/effective-rights';
import type { AlongWith } from '../../routing/change-audit';
import { qualified } from '../../db/qualified-column';

export type GroupRow = typeof companyGroups.$inferSelect & { memberCount: number };
export interface MemberRow {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
}
export interface GroupRights {
  roles: string[];
  permissions: string[];
}

/** Where a change happens: the company (or '0', the operator's templates) and the kind of group. */
export interface GroupPlace {
  companyId: string;
  kind: GroupKind;
}

/** Runs after a change inside its transaction: refuses it (by throwing) when it locked the company out. */
export type AdminCheck = (adminsBefore: number, adminsAfter: number) => void;

const memberCount = sql<number>`(select count(*)::int from ${companyGroupMembers} gm
  where gm.company_id = ${qualified(companyGroups.companyId)} and gm.group_id = ${qualified(companyGroups.id)})`;

const memberColumns = {
  uid: companyMemberships.userId,
  firstName: companyMemberships.firstName,
  lastName: companyMemberships.lastName,
  email: companyMemberships.email,
};

const group = (place: GroupPlace, id: string) =>
  and(
    eq(companyGroups.companyId, place.companyId),
    eq(companyGroups.kind, place.kind),
    eq(companyGroups.id, id),
  ) as SQL;

/** A company's groups and their members, always filtered by the company and the kind. */
export class GroupsRepo {
  constructor(private readonly db: Database) {}

  async list(place: GroupPlace, query: GroupListQuery): Promise<Page<GroupRow>> {
    const where = and(
      eq(companyGroups.companyId, place.companyId),
      eq(companyGroups.kind, place.kind),
      query.q ? ilike(companyGroups.name, containing(query.q)) : undefined,
    );
    return paginate(this.db, query, {
      rows: async ({ offset, pageSize }) =>
        this.db
          .select({ group: companyGroups, memberCount })
          .from(companyGroups)
          .where(where)
          .orderBy(asc(companyGroups.name), asc(companyGroups.id))
          .limit(pageSize)
          .offset(offset)
          .then((rows) => rows.map((row) => ({ ...row.group, memberCount: row.memberCount }))),
      matches: this.db
        .select({ one: sql`1` })
        .from(companyGroups)
        .where(where)
        .$dynamic(),
    });
  }

  async find(place: GroupPlace, id: string, db: Database = this.db): Promise<GroupRow | null> {
    const [row] = await db
      .select({ group: companyGroups, memberCount })
      .from(companyGroups)
      .where(group(place, id));
    return row ? { ...row.group, memberCount: row.memberCount } : null;
  }

  /** One user of the company, with the version of their rights there (their groups are part of them). */
  async member(companyId: string, userId: string): Promise<(MemberRow & { version: number }) | null> {
    const [row] = await this.db
      .select({ ...memberColumns, version: companyMemberships.version })
      .from(companyMemberships)
      .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)));
    return row ?? null;
  }

  async members(companyId: string, groupId: string, db: Database = this.db): Promise<MemberRow[]> {
    return db
      .select(memberColumns)
      .from(companyGroupMembers)
      .innerJoin(
        companyMemberships,
        and(
          eq(companyMemberships.companyId, companyGroupMembers.companyId),
          eq(companyMemberships.userId, companyGroupMembers.userId),
        ),
      )
      .where(and(eq(companyGroupMembers.companyId, companyId), eq(companyGroupMembers.groupId, groupId)))
      .orderBy(asc(companyMemberships.lastName), asc(companyMemberships.firstName));
  }

  /** Which of these ids are users of the company. */
  async companyUsers(companyId: string, userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .select({ id: companyMemberships.userId })
      .from(companyMemberships)
      .where(
        and(eq(companyMemberships.companyId, companyId), inArray(companyMemberships.userId, [...userIds])),
      );
    return rows.map((row) => row.id);
  }

  /** The groups of both kinds one user belongs to in the company. */
  async groupsOf(companyId: string, userId: string): Promise<GroupRow[]> {
    const rows = await this.db
      .select({ group: companyGroups, memberCount })
      .from(companyGroupMembers)
      .innerJoin(
        companyGroups,
        and(
          eq(companyGroups.companyId, companyGroupMembers.companyId),
          eq(companyGroups.id, companyGroupMembers.groupId),
        ),
      )
      .where(and(eq(companyGroupMembers.companyId, companyId), eq(companyGroupMembers.userId, userId)))
      .orderBy(asc(companyGroups.kind), asc(companyGroups.name));
    return rows.map((row) => ({ ...row.group, memberCount: row.memberCount }));
  }

  async groupsByIds(companyId: string, ids: readonly string[]): Promise<GroupRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ group: companyGroups, memberCount })
      .from(companyGroups)
      .where(and(eq(companyGroups.companyId, companyId), inArray(companyGroups.id, [...ids])));
    return rows.map((row) => ({ ...row.group, memberCount: row.memberCount }));
  }

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
