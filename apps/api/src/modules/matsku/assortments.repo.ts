import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { qualified } from '../../db/qualified-column';
import {
  companies,
  shopAssortmentProducts,
  shopAssortments,
  shopCompanyAssortments,
  shopProducts,
} from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';

export type AssortmentRow = typeof shopAssortments.$inferSelect;

/** The operator's assortments: which products each holds and which companies buy from it. */
export class AssortmentsRepo {
  constructor(private readonly db: Database) {}

  /** Every assortment with its product count and its companies, the default one first. */
  async assortments() {
    const rows = await this.db
      .select({
        ...(({ id, name, isDefault, version }) => ({ id, name, isDefault, version }))(shopAssortments),
        productCount: sql<number>`(select count(*) from ${shopAssortmentProducts}
          where ${shopAssortmentProducts.assortmentId} = ${qualified(shopAssortments.id)})::int`,
      })
      .from(shopAssortments)
      .orderBy(sql`${shopAssortments.isDefault} desc`, asc(shopAssortments.name));
    const members = await this.db
      .select({ assortmentId: shopCompanyAssortments.assortmentId, id: companies.id, name: companies.name })
      .from(shopCompanyAssortments)
      .innerJoin(companies, eq(companies.id, shopCompanyAssortments.companyId))
      .orderBy(asc(companies.name));
    return rows.map((row) => ({
      ...row,
      companies: members
        .filter((member) => member.assortmentId === row.id)
        .map(({ id, name }) => ({ id, name })),
    }));
  }

  async assortment(id: string, db = this.db): Promise<AssortmentRow | null> {
    const [row] = await db.select().from(shopAssortments).where(eq(shopAssortments.id, id));
    return row ?? null;
  }

  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: shopAssortments.id })
      .from(shopAssortments)
      .where(sql`lower(${shopAssortments.name}) = lower(${name})`);
    return !!row && row.id !== exceptId;
  }

  async createAssortment(name: string, along: AlongWith): Promise<AssortmentRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(shopAssortments).values({ name }).returning();
      await along(tx);
      return row!;
    });
  }

  /** Which of these company ids and product codes exist. */
  async existing(companyIds: readonly string[], codes: readonly string[]) {
    const [knownCompanies, knownProducts] = await Promise.all([
      companyIds.length
        ? this.db
            .select({ id: companies.id })
            .from(companies)
            .where(inArray(companies.id, [...companyIds]))
        : [],
      codes.length
        ? this.db
            .select({ id: shopProducts.code })
            .from(shopProducts)
            .where(inArray(shopProducts.code, [...codes]))
        : [],
    ]);
    return {
      companies: new Set(knownCompanies.map((row) => row.id)),
      products: new Set(knownProducts.map((row) => row.id)),
    };
  }

  /** The companies buying from the assortment now. */
  async companiesOf(id: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: shopCompanyAssortments.companyId })
      .from(shopCompanyAssortments)
      .where(eq(shopCompanyAssortments.assortmentId, id))
      .orderBy(asc(shopCompanyAssortments.companyId));
    return rows.map((row) => row.id);
  }

  /**
   * Renames the assortment, makes exactly these companies buy from it (those it loses go back to the default
   * one) and adds and removes products, all under the version read.
   */
  async updateAssortment(
    id: string,
    expected: number | undefined,
    change: { name: string; companyIds: string[]; addProducts: string[]; removeProducts: string[] },
    along: AlongWith,
  ): Promise<AssortmentRow> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(shopAssortments)
        .set({ name: change.name, version: nextVersion(shopAssortments.version) })
        .where(versionedWhere(shopAssortments.version, eq(shopAssortments.id, id), expected))
        .returning();
      const row = await versionedResult(updated, async () => !!(await this.assortment(id, tx)), 'Assortment');
      if (!row.isDefault) {
        await tx.delete(shopCompanyAssortments).where(eq(shopCompanyAssortments.assortmentId, id));
        if (change.companyIds.length)
          await tx
            .insert(shopCompanyAssortments)
            .values(change.companyIds.map((companyId) => ({ companyId, assortmentId: id })))
            .onConflictDoUpdate({
              target: shopCompanyAssortments.companyId,
              set: { assortmentId: id },
            });
      }
      if (change.addProducts.length)
        await tx
          .insert(shopAssortmentProducts)
          .values(change.addProducts.map((productCode) => ({ assortmentId: id, productCode })))
          .onConflictDoNothing();
      if (change.removeProducts.length)
        await tx
          .delete(shopAssortmentProducts)
          .where(
            and(
              eq(shopAssortmentProducts.assortmentId, id),
              inArray(shopAssortmentProducts.productCode, change.removeProducts),
            ),
          );
      await along(tx);
      return row;
    });
  }
}
