import { randomUUID } from 'node:crypto';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion, versionedWhere } from '../../db/optimistic-lock';
import { shopCartEntries, shopCarts, shopProducts, shopStock, shopStores } from '../../db/schema';

export type CartRow = typeof shopCarts.$inferSelect;
export type EntryRow = {
  entryNumber: number;
  quantity: number;
  productCode: string;
  name: string;
  priceCents: number;
  image: string;
  packageSize: number;
  /** Units at the cart's place of delivery; null when it has no row there (or no place is chosen). */
  storeBalance: number | null;
};

/** The caller's active matsku cart and its entries, always by company and user. */
export class CartRepo {
  constructor(private readonly db: Database) {}

  /** The active cart, created on first use; `lock` holds its row until the transaction ends. */
  async active(companyId: string, userId: string, lock = false): Promise<CartRow> {
    const where = and(
      eq(shopCarts.companyId, companyId),
      eq(shopCarts.userId, userId),
      eq(shopCarts.active, true),
    );
    const find = () => {
      const query = this.db.select().from(shopCarts).where(where);
      return lock ? query.for('update') : query;
    };
    const [found] = await find();
    if (found) return found;
    await this.db.insert(shopCarts).values({ companyId, userId, code: randomUUID() }).onConflictDoNothing();
    const [created] = await find();
    if (!created) throw new Error('active cart vanished');
    return created;
  }

  /** The cart's lines, each with the stock of its product at the cart's place of delivery. */
  async entries(companyId: string, cart: Pick<CartRow, 'code' | 'storeId'>): Promise<EntryRow[]> {
    return this.db
      .select({
        entryNumber: shopCartEntries.entryNumber,
        quantity: shopCartEntries.quantity,
        productCode: shopCartEntries.productCode,
        name: shopProducts.name,
        priceCents: shopProducts.priceCents,
        image: shopProducts.image,
        packageSize: shopProducts.packageSize,
        storeBalance: shopStock.balance,
      })
      .from(shopCartEntries)
      .innerJoin(shopProducts, eq(shopProducts.code, shopCartEntries.productCode))
      .leftJoin(
        shopStock,
        and(
          eq(shopStock.companyId, companyId),
          cart.storeId === null ? sql`false` : eq(shopStock.storeId, cart.storeId),
          eq(shopStock.productCode, shopCartEntries.productCode),
        ),
      )
      .where(and(eq(shopCartEntries.companyId, companyId), eq(shopCartEntries.cartCode, cart.code)))
      .orderBy(asc(shopCartEntries.entryNumber));
  }

  /**
   * Moves the cart to its next version, only if it still has the version the caller read (If-Match): false
   * when it changed meanwhile.
   */
  async bump(cart: CartRow, expected: number | undefined, changes: Partial<CartRow> = {}): Promise<boolean> {
    const updated = await this.db
      .update(shopCarts)
      .set({ ...changes, version: nextVersion(shopCarts.version) })
      .where(
        versionedWhere(
          shopCarts.version,
          and(eq(shopCarts.companyId, cart.companyId), eq(shopCarts.code, cart.code))!,
          expected,
        ),
      )
      .returning({ code: shopCarts.code });
    return updated.length > 0;
  }

  /** A new line at the end of the cart. */
  async addEntry(cart: CartRow, productCode: string, quantity: number): Promise<void> {
    const [last] = await this.db
      .select({ number: max(shopCartEntries.entryNumber) })
      .from(shopCartEntries)
      .where(and(eq(shopCartEntries.companyId, cart.companyId), eq(shopCartEntries.cartCode, cart.code)));
    await this.db.insert(shopCartEntries).values({
      companyId: cart.companyId,
      cartCode: cart.code,
      entryNumber: (last?.number ?? 0) + 1,
      productCode,
      quantity,
    });
  }

  async setQuantity(cart: CartRow, entryNumber: number, quantity: number): Promise<void> {
    await this.db.update(shopCartEntries).set({ quantity }).where(this.entry(cart, entryNumber));
  }

  async deleteEntry(cart: CartRow, entryNumber: number): Promise<void> {
    await this.db.delete(shopCartEntries).where(this.entry(cart, entryNumber));
  }

  private entry(cart: CartRow, entryNumber: number) {
    return and(
      eq(shopCartEntries.companyId, cart.companyId),
      eq(shopCartEntries.cartCode, cart.code),
      eq(shopCartEntries.entryNumber, entryNumber),
    );
  }

  async stores(companyId: string) {
    return this.db
      .select({
        id: shopStores.id,
        name: shopStores.name,
        street: shopStores.street,
        postalNumber: shopStores.postalNumber,
        city: shopStores.city,
      })
      .from(shopStores)
      .where(eq(shopStores.companyId, companyId))
      .orderBy(asc(shopStores.name));
  }
}
