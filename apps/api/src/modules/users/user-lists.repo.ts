import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '@kaista/domain/shared/api';
import type { UserListQuery } from '@kaista/domain/users';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { paginate } from '../../db/paginate';
import { companyGroupMembers, companyMemberships, users } from '../../db/schema';
import { companyUserColumns, m, withGroups, type CompanyUserRow, type PlainUserRow } from './user-rows.repo';

/**
 * The search of the users list and of contacts: a part of the name ('first last') or of the e-mail, on the
 * membership's copies, as the trigram index company_memberships_search_idx has them.
 */
function nameOrEmailMatches(text: string): SQL | undefined {
  const term = containing(text);
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

/** A company's users many at a time: the list's pages, the export's batches and the contact search. */
export class UserListsRepo {
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
          .select(companyUserColumns)
          .from(page)
          .innerJoin(m, and(eq(m.companyId, companyId), eq(m.userId, page.userId)))
          .innerJoin(users, eq(users.id, m.userId))
          .orderBy(...listOrder(query, m));
        return withGroups(this.db, companyId, rows);
      },
      matches: this.db
        .select({ one: sql`1` })
        .from(companyMemberships)
        .where(where)
        .$dynamic(),
    });
  }

  /**
   * Every user of the company in name order, read in batches by keyset (never the whole company at once, and
   * no deep OFFSET), for an export that streams as it reads.
   */
  async *everyUser(companyId: string, batchSize = 500): AsyncGenerator<CompanyUserRow[]> {
    let after: PlainUserRow | undefined;
    for (;;) {
      const batch = await this.db
        .select(companyUserColumns)
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
      if (batch.length > 0) yield await withGroups(this.db, companyId, batch);
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
}
