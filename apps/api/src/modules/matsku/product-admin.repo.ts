import { and, asc, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProductQuery } from '@kaista/domain/matsku';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like-pattern';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { paginate } from '../../db/paginate';
import {
  companies,
  shopAssortmentProducts,
  shopAssortments,
  shopCompanyAssortments,
  shopProducts,
  shopStock,
  shopStores,
} from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';
import { qualified } from '../../db/qualified-column';

export type AdminProductRow = typeof shopProducts.$inferSelect & {
  totalStock: number;
  inAssortment: boolean | null;
};
export type AssortmentRow = typeof shopAssortments.$inferSelect;

const totalStock = sql<number>`coalesce((select sum(${shopStock.balance}) from ${shopStock}
  where ${shopStock.productCode} = ${qualified(shopProducts.code)}), 0)::int`;

const online = and(
  eq(shopProducts.synced, true),
  eq(shopProducts.approved, true),
  eq(shopProducts.online, true),
);
const offline = and(
  eq(shopProducts.synced, true),
  eq(shopProducts.approved, false),
  eq(shopProducts.online, false),
);
/** The §4 status of `productStatus` in SQL, so the list filters by it in the database. */
const STATUS_WHERE = { online, offline, pending: and(not(online!), not(offline!)) } as const;

/** Every word in the name, the brand or the code. */
function matches(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter((word) => word && word !== '*');
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(
        ilike(shopProducts.name, pattern),
        ilike(shopProducts.brand, pattern),
        ilike(shopProducts.code, pattern),
      );
    }),
  );
}

/** The operator's catalogue, stock and assortments; writes run in the caller's transaction with their audit row. */
export class ProductAdminRepo {
  constructor(private readonly db: Database) {}

  products(query: AdminProductQuery) {
    const where = and(matches(query.q), query.status ? STATUS_WHERE[query.status] : undefined);
    const inAssortment = query.assortmentId
      ? sql<boolean>`exists (select 1 from ${shopAssortmentProducts}
          where ${shopAssortmentProducts.assortmentId} = ${query.assortmentId}
            and ${shopAssortmentProducts.productCode} = ${qualified(shopProducts.code)})`
      : sql<null>`null`;
    return paginate(this.db, query, {
      rows: async ({ offset, pageSize }) =>
        (await this.db
          .select({
            ...this.columns(),
            totalStock: totalStock.as('total_stock'),
            inAssortment: inAssortment.as('in_assortment'),
          })
          .from(shopProducts)
          .where(where)
          .orderBy(asc(shopProducts.name), asc(shopProducts.code))
          .limit(pageSize)
          .offset(offset)) as AdminProductRow[],
      matches: this.db
        .select({ one: sql`1` })
        .from(shopProducts)
        .where(where)
        .$dynamic(),
    });
  }

  private columns() {
    const {
      code,
      name,
      brand,
      description,
      category,
      priceCents,
      image,
      packageSize,
      trafficLightThreshold,
    } = shopProducts;
    const { synced, approved, online: isOnline, version, createdAt } = shopProducts;
    return {
      code,
      name,
      brand,
      description,
      category,
      priceCents,
      image,
      packageSize,
      trafficLightThreshold,
      synced,
      approved,
      online: isOnline,
      version,
      createdAt,
    };
  }

  async product(code: string, db = this.db): Promise<AdminProductRow | null> {
    const [row] = await db
      .select({ ...this.columns(), totalStock: totalStock.as('total_stock'), inAssortment: sql<null>`null` })
      .from(shopProducts)
      .where(eq(shopProducts.code, code));
    return (row as AdminProductRow | undefined) ?? null;
  }

  /** The product's balance in every store that keeps it, by company and store. */
  stock(code: string, db = this.db) {
    return db
      .select({
        companyId: shopStock.companyId,
        companyName: companies.name,
        storeId: shopStock.storeId,
        storeName: shopStores.name,
        balance: shopStock.balance,
      })
      .from(shopStock)
      .innerJoin(
        shopStores,
        and(eq(shopStores.companyId, shopStock.companyId), eq(shopStores.id, shopStock.storeId)),
      )
      .innerJoin(companies, eq(companies.id, shopStock.companyId))
      .where(eq(shopStock.productCode, code))
      .orderBy(asc(companies.name), asc(shopStock.storeId));
  }

  assortmentsOf(code: string) {
    return this.db
      .select({ id: shopAssortments.id, name: shopAssortments.name })
      .from(shopAssortmentProducts)
      .innerJoin(shopAssortments, eq(shopAssortments.id, shopAssortmentProducts.assortmentId))
      .where(eq(shopAssortmentProducts.productCode, code))
      .orderBy(asc(shopAssortments.name));
  }

  /** Sets the §4 flags under the version read; 412 when it moved on, 404 when there is no such product. */
  async setFlags(
    code: string,
    expected: number | undefined,
    flags: { synced: boolean; approved: boolean; online: boolean },
    along: AlongWith,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [updated] = await tx
        .update(shopProducts)
        .set({ ...flags, version: nextVersion(shopProducts.version) })
        .where(versionedWhere(shopProducts.version, eq(shopProducts.code, code), expected))
        .returning({ code: shopProducts.code });
      await versionedResult(updated, async () => !!(await this.product(code, db)), 'Product');
      await along(db);
    });
  }

  /**
   * Sets one store's balance under the product's version (the product moves on, so another admin's view of
   * it is stale); the balance before is answered for the audit and the low-stock alert. Null when the store
   * does not keep the product.
   */
  async setBalance(
    code: string,
    expected: number | undefined,
    store: { companyId: string; storeId: string },
    balance: number,
    along: (db: Database, before: number) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [updated] = await tx
        .update(shopProducts)
        .set({ version: nextVersion(shopProducts.version) })
        .where(versionedWhere(shopProducts.version, eq(shopProducts.code, code), expected))
        .returning({ code: shopProducts.code });
      await versionedResult(updated, async () => !!(await this.product(code, db)), 'Product');
      const where = and(
        eq(shopStock.companyId, store.companyId),
        eq(shopStock.storeId, store.storeId),
        eq(shopStock.productCode, code),
      );
      const [before] = await tx
        .select({ balance: shopStock.balance })
        .from(shopStock)
        .where(where)
        .for('update');
      if (!before) {
        const [known] = await tx
          .select({ id: shopStores.id })
          .from(shopStores)
          .where(and(eq(shopStores.companyId, store.companyId), eq(shopStores.id, store.storeId)));
        if (!known) return false;
        await tx.insert(shopStock).values({ ...store, productCode: code, balance });
      } else {
        await tx.update(shopStock).set({ balance }).where(where);
      }
      await along(db, before?.balance ?? 0);
      return true;
    });
  }

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
      await along(tx as unknown as Database);
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
      const db = tx as unknown as Database;
      const [updated] = await tx
        .update(shopAssortments)
        .set({ name: change.name, version: nextVersion(shopAssortments.version) })
        .where(versionedWhere(shopAssortments.version, eq(shopAssortments.id, id), expected))
        .returning();
      const row = await versionedResult(updated, async () => !!(await this.assortment(id, db)), 'Assortment');
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
      await along(db);
      return row;
    });
  }
}
