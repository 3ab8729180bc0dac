import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { shopProducts, shopStock, shopStores } from '../../db/schema';
import type { AlongWith } from '../../routing/change-audit';
import { adminProduct } from './admin-products.repo';

/** The operator's changes to a product's §4 flags and stock; each runs in one transaction with its audit row. */
export class AdminProductChangesRepo {
  constructor(private readonly db: Database) {}

  /** Sets the §4 flags under the version read; 412 when it moved on, 404 when there is no such product. */
  async setFlags(
    code: string,
    expected: number | undefined,
    flags: { synced: boolean; approved: boolean; online: boolean },
    along: AlongWith,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await moveOn(tx, code, expected, flags);
      await along(tx);
    });
  }

  /**
   * Sets one store's balance under the product's version (the product moves on, so another admin's view of
   * it is stale); the balance before is answered for the audit and the low-stock alert. False when there is
   * no such store; a store that did not keep the product gets its row.
   */
  async setBalance(
    code: string,
    expected: number | undefined,
    store: { companyId: string; storeId: string },
    balance: number,
    along: (db: Database, before: number) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await moveOn(tx, code, expected, {});
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
      await along(tx, before?.balance ?? 0);
      return true;
    });
  }
}

/** The product moves on to its next version with these changes, only from the version read (412/404 else). */
async function moveOn(
  db: Database,
  code: string,
  expected: number | undefined,
  changes: Partial<typeof shopProducts.$inferInsert>,
): Promise<void> {
  const [updated] = await db
    .update(shopProducts)
    .set({ ...changes, version: nextVersion(shopProducts.version) })
    .where(versionedWhere(shopProducts.version, eq(shopProducts.code, code), expected))
    .returning({ code: shopProducts.code });
  await versionedResult(updated, async () => !!(await adminProduct(db, code)), 'Product');
}
