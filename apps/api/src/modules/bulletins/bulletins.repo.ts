import { and, desc, eq, exists, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { BulletinCompany } from '@kaista/domain/bulletins';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { paginate, type PageRequest } from '../../db/paginate';
import { bulletinCompanies, bulletins, companies } from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';

export type BulletinRow = typeof bulletins.$inferSelect;
type BulletinValues = Omit<typeof bulletins.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export class BulletinsRepo {
  constructor(private readonly db: Database) {}

  /** The bulletins in force on `day` for the company: those to all, and those to it among others. */
  current(companyId: string, day: string, limit: number): Promise<BulletinRow[]> {
    return this.db
      .select()
      .from(bulletins)
      .where(
        and(
          lte(bulletins.validFrom, day),
          or(isNull(bulletins.validUntil), gte(bulletins.validUntil, day)),
          or(
            eq(bulletins.audience, 'ALL'),
            exists(
              this.db
                .select({ one: sql`1` })
                .from(bulletinCompanies)
                .where(
                  and(
                    eq(bulletinCompanies.companyId, companyId),
                    eq(bulletinCompanies.bulletinId, bulletins.id),
                  ),
                ),
            ),
          ),
        ),
      )
      .orderBy(desc(bulletins.validFrom), desc(bulletins.createdAt))
      .limit(limit);
  }

  list(request: PageRequest) {
    return paginate(this.db, request, {
      rows: ({ offset, pageSize }) =>
        this.db
          .select()
          .from(bulletins)
          .orderBy(desc(bulletins.validFrom), desc(bulletins.id))
          .limit(pageSize)
          .offset(offset),
      matches: this.db
        .select({ one: sql`1` })
        .from(bulletins)
        .$dynamic(),
    });
  }

  async bulletin(id: string, db = this.db): Promise<BulletinRow | null> {
    const [row] = await db.select().from(bulletins).where(eq(bulletins.id, id));
    return row ?? null;
  }

  /** The chosen companies of each bulletin with their names, in id order. */
  async companiesOf(ids: readonly string[]): Promise<Map<string, BulletinCompany[]>> {
    const byBulletin = new Map<string, BulletinCompany[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byBulletin;
    const rows = await this.db
      .select({ bulletinId: bulletinCompanies.bulletinId, id: companies.id, name: companies.name })
      .from(bulletinCompanies)
      .innerJoin(companies, eq(companies.id, bulletinCompanies.companyId))
      .where(sql`${bulletinCompanies.bulletinId} in ${ids}`)
      .orderBy(bulletinCompanies.companyId);
    for (const { bulletinId, ...company } of rows) byBulletin.get(bulletinId)?.push(company);
    return byBulletin;
  }

  /** Those of these company ids that exist, with their names, in id order. */
  async existingCompanies(ids: readonly string[]): Promise<BulletinCompany[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(sql`${companies.id} in ${ids}`)
      .orderBy(companies.id);
  }

  async create(
    values: BulletinValues,
    companyIds: readonly string[],
    along: AlongWith,
  ): Promise<BulletinRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(bulletins).values(values).returning();
      if (companyIds.length)
        await tx
          .insert(bulletinCompanies)
          .values(companyIds.map((companyId) => ({ companyId, bulletinId: row!.id })));
      await along(tx);
      return row!;
    });
  }

  async update(
    id: string,
    expected: number | undefined,
    values: Omit<BulletinValues, 'createdByName'>,
    companyIds: readonly string[],
    along: AlongWith,
  ): Promise<BulletinRow> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(bulletins)
        .set({ ...values, updatedAt: sql`now()`, version: nextVersion(bulletins.version) })
        .where(versionedWhere(bulletins.version, eq(bulletins.id, id), expected))
        .returning();
      const row = await versionedResult(updated, async () => !!(await this.bulletin(id, tx)), 'Bulletin');
      await tx.delete(bulletinCompanies).where(eq(bulletinCompanies.bulletinId, id));
      if (companyIds.length)
        await tx
          .insert(bulletinCompanies)
          .values(companyIds.map((companyId) => ({ companyId, bulletinId: id })));
      await along(tx);
      return row;
    });
  }

  async delete(id: string, expected: number | undefined, along: AlongWith): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(bulletins)
        .where(versionedWhere(bulletins.version, eq(bulletins.id, id), expected))
        .returning();
      await versionedResult(deleted, async () => !!(await this.bulletin(id, tx)), 'Bulletin');
      await along(tx);
    });
  }
}
