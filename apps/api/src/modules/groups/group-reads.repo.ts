import { and, asc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { GroupKind, GroupListQuery } from '@kaista/domain/groups';
import type { Page } from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { paginate } from '../../db/paginate';
import { companyGroupMembers, companyGroups, companyMemberships } from '../../db/schema';
import { qualified } from '../../db/qualified-column';

export type GroupRow = typeof companyGroups.$inferSelect & { memberCount: number };
export interface MemberRow {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Where a change happens: the company (or '0', the operator's templates) and the kind of group. */
export interface GroupPlace {
  companyId: string;
  kind: GroupKind;
}

const memberCount = sql<number>`(select count(*)::int from ${companyGroupMembers} gm
  where gm.company_id = ${qualified(companyGroups.companyId)} and gm.group_id = ${qualified(companyGroups.id)})`;

const memberColumns = {
  uid: companyMemberships.userId,
  firstName: companyMemberships.firstName,
  lastName: companyMemberships.lastName,
  email: companyMemberships.email,
};

/** The one group of that id in the place, for the reads and for the writes conditional on its version. */
export const group = (place: GroupPlace, id: string) =>
  and(
    eq(companyGroups.companyId, place.companyId),
    eq(companyGroups.kind, place.kind),
    eq(companyGroups.id, id),
  ) as SQL;

/** The reads of GroupsRepo, always filtered by the company (and the kind where a group is asked for). */
export class GroupReadsRepo {
  constructor(protected readonly db: Database) {}

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

  /** Whether another group of the place has the name, in any letter case. */
  async nameTaken(place: GroupPlace, name: string, exceptId: string | null): Promise<boolean> {
    const [row] = await this.db
      .select({ id: companyGroups.id })
      .from(companyGroups)
      .where(
        and(
          eq(companyGroups.companyId, place.companyId),
          eq(companyGroups.kind, place.kind),
          sql`lower(${companyGroups.name}) = lower(${name})`,
          exceptId ? ne(companyGroups.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
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
}
