import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '@kaista/domain/shared/api';
import type { UserListQuery } from '@kaista/domain/users';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like-pattern';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { paginate } from '../../db/paginate';
import { apiError, notFound, preconditionFailed } from '../../http-errors';
import type { AlongWith } from '../../routing/change-audit';
import { companyGroupMembers, companyGroups, companyMemberships, endUsers, users } from '../../db/schema';
import {
  countCompanyAdmins,
  effectivePermissionsSql,
  effectiveRolesSql,
  lockCompanyAdmins,
} from '../../plugins/session/effective-rights';
import { loadAccessUser } from '../../plugins/session/load-access-user';

/** The membership as `m`, the alias the one effective-rights rule (effective-rights.ts) is written over. */
const m = alias(companyMemberships, 'm');

const columns = {
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

type PlainUserRow = Omit<CompanyUserRow, 'groups'>;

export interface RightsChange {
  roles: string[];
  permissions: string[];
}

const member = (companyId: string, userId: string | SQLWrapper) =>
  and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)) as SQL;

/**
 * The search of the users list and of contacts: a part of the name ('first last') or of the e-mail, on the
 * membership's copies, as the trigram index company_memberships_search_idx has them.
 */
function nameOrEmailMatches(text: string): SQL | undefined {
  const term = `%${escapeLike(text)}%`;
  return or(
    ilike(sql`(${companyMemberships.firstName} || ' ' || ${companyMemberships.lastName})`, term),
    ilike(companyMemberships.email, term),
  );
}

/** The users list's group filter: members of one of the company's groups. */
const inGroup = (companyId: string, groupId: string) =>
  sql`exists (${sql`select 1 from ${companyGroupMembers} where ${and(
    eq(companyGroupMembers.companyId, companyId),
    eq(companyGroupMembers.groupId, groupId),
    eq(companyGroupMembers.userId, companyMemberships.userId),
  )}`})`;

/** The list orders, each backed by an index that leads with company_id and ends with the user's id. */
function listOrder(
  query: Pick<UserListQuery, 'sort' | 'direction'>,
  table: Record<'email' | 'userId' | 'lastName' | 'firstName', AnyPgColumn> = companyMemberships,
) {
  const order = query.direction === 'DESC' ? desc : asc;
  return query.sort === 'email'
    ? [order(table.email), order(table.userId)]
    : [order(table.lastName), order(table.firstName), order(table.userId)];
}

/** A company's users: its memberships joined to the people, always filtered by the company. */
export class UsersRepo {
  constructor(private readonly db: Database) {}

  async list(companyId: string, query: UserListQuery): Promise<Page<CompanyUserRow>> {
    const where = and(
      eq(companyMemberships.companyId, companyId),
      query.q ? nameOrEmailMatches(query.q) : undefined,
      query.role ? sql`${query.role} = any(${companyMemberships.roles})` : undefined,
      query.group ? inGroup(companyId, query.group) : undefined,
    );
    return paginate(this.db, query, {
      // A deferred join: the page's ids come from the membership index alone, then only those people are read.
      rows: async ({ offset, pageSize }) => {
        const page = this.db
          .select({ userId: companyMemberships.userId })
          .from(companyMemberships)
          .where(where)
          .orderBy(...listOrder(query))
          .limit(pageSize)
          .offset(offset)
          .as('page');
        const rows = await this.db
          .select(columns)
          .from(page)
          .innerJoin(m, and(eq(m.companyId, companyId), eq(m.userId, page.userId)))
          .innerJoin(users, eq(users.id, m.userId))
          .orderBy(...listOrder(query, m));
        return this.withGroups(companyId, rows);
      },
      matches: this.db
        .select({ one: sql`1` })
        .from(companyMemberships)
        .where(where)
        .$dynamic(),
    });
  }

  async find(companyId: string, userId: string): Promise<CompanyUserRow | null> {
    const rows = await this.db
      .select(columns)
      .from(m)
      .innerJoin(users, eq(users.id, m.userId))
      .where(and(eq(m.companyId, companyId), eq(m.userId, userId)));
    const [row] = await this.withGroups(companyId, rows);
    return row ?? null;
  }

  /** The groups of these users in the company, read in one query for a page or a batch of users. */
  private async withGroups(companyId: string, rows: PlainUserRow[]): Promise<CompanyUserRow[]> {
    if (rows.length === 0) return [];
    const memberships = await this.db
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

  /**
   * Every user of the company in name order, read in batches by keyset (never the whole company at once, and
   * no deep OFFSET), for an export that streams as it reads.
   */
  async *everyUser(companyId: string, batchSize = 500): AsyncGenerator<CompanyUserRow[]> {
    let after: PlainUserRow | undefined;
    for (;;) {
      const batch = await this.db
        .select(columns)
        .from(m)
        .innerJoin(users, eq(users.id, m.userId))
        .where(
          and(
            eq(m.companyId, companyId),
            after
              ? sql`(${m.lastName}, ${m.firstName}, ${m.userId}) > (${after.lastName}, ${after.firstName}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(...listOrder({ sort: 'lastName', direction: 'ASC' }, m))
        .limit(batchSize);
      if (batch.length > 0) yield await this.withGroups(companyId, batch);
      if (batch.length < batchSize) return;
      after = batch.at(-1);
    }
  }

  /** §7 search/contacts: the first `hits` people of the company whose name or e-mail holds the text. */
  async searchContacts(companyId: string, text: string, hits: number) {
    return this.db
      .select({
        uid: companyMemberships.userId,
        firstName: companyMemberships.firstName,
        lastName: companyMemberships.lastName,
        email: companyMemberships.email,
        phone: users.phone,
      })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(and(eq(companyMemberships.companyId, companyId), nameOrEmailMatches(text)))
      .orderBy(...listOrder({ sort: 'lastName', direction: 'ASC' }))
      .limit(hits);
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

  /** The company's administrators other than this user, by their effective roles (groups included). */
  async otherAdmins(companyId: string, userId: string, db: Database = this.db): Promise<number> {
    return countCompanyAdmins(db, companyId, userId);
  }

  /**
   * Adds a person to the company, creating them first when they are nobody's user yet. A person who already
   * is someone's user gets the mobile number given only when they have none: how they sign in elsewhere is
   * not changed by being added here.
   */
  async add(
    companyId: string,
    person: { id: string; isNew: boolean; row?: typeof users.$inferInsert; phone: string | null },
    rights: RightsChange,
    along: AlongWith,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (person.isNew && person.row) await tx.insert(users).values(person.row);
      else if (person.phone)
        await tx
          .update(users)
          .set({ phone: person.phone })
          .where(and(eq(users.id, person.id), sql`${users.phone} is null`));
      await tx.insert(companyMemberships).values({ companyId, userId: person.id, ...rights });
      await along(tx as unknown as Database);
    });
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
      const db = tx as unknown as Database;
      await lockCompanyAdmins(db, companyId);
      await check(() => this.otherAdmins(companyId, before.id, db));
      const [row] = await tx
        .update(companyMemberships)
        .set({ ...rights, version: nextVersion(companyMemberships.version) })
        .where(versionedWhere(companyMemberships.version, member(companyId, before.id), expected))
        .returning({ version: companyMemberships.version });
      if (row) await along(db);
      return row;
    });
    await versionedResult(updated, async () => (await this.find(companyId, before.id)) !== null, 'User');
    // Read anew: the effective rights follow from the new own rights and the user's groups.
    const after = await this.find(companyId, before.id);
    if (!after) throw notFound('User');
    return after;
  }

  /**
   * Sets the person's sign-in method where it still is the one read: of two administrators switching it at
   * once, one wins and the other learns it changed meanwhile. False when it was not the one read any more,
   * or when SMS is asked and the number was taken away meanwhile (the row is re-read under its lock).
   */
  async setMethod(userId: string, from: string, method: string, along: AlongWith): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ twoFactorMethod: method })
        .where(
          and(
            eq(users.id, userId),
            eq(users.twoFactorMethod, from),
            method === 'SMS' ? sql`${users.phone} is not null` : undefined,
          ),
        )
        .returning({ id: users.id });
      if (row) await along(tx as unknown as Database);
      return row !== undefined;
    });
  }

  /**
   * Sets the person's mobile number where the user's version in the company is still the one read (412
   * otherwise) and the version moves on. A number is never taken from someone who signs in with SMS codes:
   * the condition is in the UPDATE, so a method switched to SMS meanwhile is seen under the row's lock.
   */
  async setPhone(
    companyId: string,
    userId: string,
    phone: string | null,
    expected: number | undefined,
    along: AlongWith,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [version] = await tx
        .update(companyMemberships)
        .set({ version: nextVersion(companyMemberships.version) })
        .where(versionedWhere(companyMemberships.version, member(companyId, userId), expected))
        .returning({ version: companyMemberships.version });
      // Read a moment ago, so it is there: what no longer matches is a stale version (412, nothing changed).
      if (!version) throw preconditionFailed();
      const [person] = await tx
        .update(users)
        .set({ phone })
        .where(and(eq(users.id, userId), phone === null ? sql`${users.twoFactorMethod} <> 'SMS'` : undefined))
        .returning({ id: users.id });
      // Thrown inside the transaction, so that the version's step is rolled back with it.
      if (!person)
        throw apiError(
          'ILLEGAL_STATE',
          'The user signs in with SMS codes: switch them to the password before removing the number.',
        );
      await along(tx as unknown as Database);
    });
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
      const db = tx as unknown as Database;
      await lockCompanyAdmins(db, companyId);
      await check(() => this.otherAdmins(companyId, userId, db));
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
      await along(db);
    });
  }
}
