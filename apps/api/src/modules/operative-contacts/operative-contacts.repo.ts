import { and, asc, eq, sql } from 'drizzle-orm';
import type { OperativeContactListQuery } from '@kaista/domain/operative-contacts';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { paginate } from '../../db/paginate';
import { operativeContacts } from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';

export type OperativeContactRow = typeof operativeContacts.$inferSelect;
export type OperativeContactColumns = Omit<
  typeof operativeContacts.$inferInsert,
  'companyId' | 'id' | 'version' | 'createdAt' | 'updatedAt'
>;

/** The company's operative contacts; every statement is filtered by the company. */
export class OperativeContactsRepo {
  constructor(private readonly db: Database) {}

  list(companyId: string, query: OperativeContactListQuery) {
    const where = and(
      eq(operativeContacts.companyId, companyId),
      query.role ? sql`${query.role} = any(${operativeContacts.roles})` : undefined,
    );
    return paginate(this.db, query, {
      rows: ({ offset, pageSize }) =>
        this.db
          .select()
          .from(operativeContacts)
          .where(where)
          .orderBy(
            asc(operativeContacts.lastName),
            asc(operativeContacts.firstName),
            asc(operativeContacts.id),
          )
          .limit(pageSize)
          .offset(offset),
      matches: this.db
        .select({ one: sql`1` })
        .from(operativeContacts)
        .where(where)
        .$dynamic(),
    });
  }

  async contact(companyId: string, id: string, db = this.db): Promise<OperativeContactRow | null> {
    const [row] = await db
      .select()
      .from(operativeContacts)
      .where(and(eq(operativeContacts.companyId, companyId), eq(operativeContacts.id, id)));
    return row ?? null;
  }

  async create(
    companyId: string,
    values: OperativeContactColumns,
    along: (row: OperativeContactRow) => AlongWith,
  ): Promise<OperativeContactRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operativeContacts)
        .values({ ...values, companyId })
        .returning();
      await along(row!)(tx);
      return row!;
    });
  }

  /** Replaces the contact's details if it still has the version the caller read (412 when stale). */
  async update(
    companyId: string,
    id: string,
    expected: number | undefined,
    values: OperativeContactColumns,
    along: AlongWith,
  ): Promise<OperativeContactRow> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(operativeContacts)
        .set({ ...values, updatedAt: sql`now()`, version: nextVersion(operativeContacts.version) })
        .where(versionedWhere(operativeContacts.version, this.byId(companyId, id), expected))
        .returning();
      const row = await versionedResult(
        updated,
        async () => !!(await this.contact(companyId, id, tx)),
        'Operative contact',
      );
      await along(tx);
      return row;
    });
  }

  async delete(companyId: string, id: string, expected: number | undefined, along: AlongWith): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(operativeContacts)
        .where(versionedWhere(operativeContacts.version, this.byId(companyId, id), expected))
        .returning();
      await versionedResult(
        deleted,
        async () => !!(await this.contact(companyId, id, tx)),
        'Operative contact',
      );
      await along(tx);
    });
  }

  private byId(companyId: string, id: string) {
    return and(eq(operativeContacts.companyId, companyId), eq(operativeContacts.id, id))!;
  }
}
