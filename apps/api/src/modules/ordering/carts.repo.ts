import { and, asc, eq, getTableColumns, isNull, ne, or, sql } from 'drizzle-orm';
import { EXTERNAL_ACTION, type CartChannel, type CartDetails, type CartLine } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { carts, catalogueVersion } from '../../db/schema';

/**
 * A cart's row. One read by `get` or `b2bCart` also has the catalogue's version read in the same statement
 * (decision 014), so that the structures its lines need take no read of the version of their own.
 */
export type CartRow = typeof carts.$inferSelect & { catalogueVersion?: string };

const withCatalogueVersion = {
  ...getTableColumns(carts),
  catalogueVersion: sql<string>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)::text`,
};

/** Carts' SQL, always by company and user; a cart's lines change only under its version. */
export class CartsRepo {
  constructor(private readonly db: Database) {}

  /**
   * §4 the user's B2B cart, as a list of none or one: of their carts not yet submitted, those of the B2B
   * channel with no order type or the external action's, the active one preferred, else the first. One probe
   * of carts_open_user_idx, however many carts the user submitted or left.
   */
  async b2bCart(companyId: string, userId: string): Promise<CartRow[]> {
    return (
      this.db
        .select(withCatalogueVersion)
        .from(carts)
        .where(
          and(
            eq(carts.companyId, companyId),
            eq(carts.userId, userId),
            isNull(carts.submittedAt),
            ne(carts.channel, 'PARTNER_PORTAL'),
            or(isNull(carts.orderType), eq(carts.orderType, EXTERNAL_ACTION)),
          ),
        )
        // NULLS LAST as the index has it (drizzle's DESC): a plain DESC (nulls first) does not match it.
        .orderBy(sql`${carts.active} desc nulls last`, asc(carts.createdAt), asc(carts.code))
        .limit(1)
    );
  }

  async get(companyId: string, userId: string, code: string): Promise<CartRow | undefined> {
    const [row] = await this.db
      .select(withCatalogueVersion)
      .from(carts)
      .where(
        and(
          eq(carts.companyId, companyId),
          eq(carts.code, code),
          eq(carts.userId, userId),
          isNull(carts.submittedAt),
        ),
      );
    return row;
  }

  async create(companyId: string, userId: string, channel: CartChannel): Promise<CartRow> {
    const [row] = await this.db.insert(carts).values({ companyId, userId, channel }).returning();
    return row!;
  }

  private whereCart(cart: Pick<CartRow, 'companyId' | 'code'>) {
    return and(eq(carts.companyId, cart.companyId), eq(carts.code, cart.code), isNull(carts.submittedAt))!;
  }

  /** Writes the lines if the cart still has the version the caller read (412 if not, 404 if it is gone). */
  async saveLines(cart: CartRow, lines: CartLine[], expected: number | undefined): Promise<CartRow> {
    const [row] = await this.db
      .update(carts)
      .set({ lines, version: nextVersion(carts.version) })
      .where(versionedWhere(carts.version, this.whereCart(cart), expected))
      .returning();
    return versionedResult(row, () => this.exists(cart), 'Cart');
  }

  /** Writes the details (payer, delivery info, end user, contacts) under the cart's version, as saveLines. */
  async saveDetails(cart: CartRow, details: CartDetails, expected: number | undefined): Promise<CartRow> {
    const [row] = await this.db
      .update(carts)
      .set({ details, version: nextVersion(carts.version) })
      .where(versionedWhere(carts.version, this.whereCart(cart), expected))
      .returning();
    return versionedResult(row, () => this.exists(cart), 'Cart');
  }

  /** §4 submit: the cart is no longer the active one; the version moves so stale tabs get 412. */
  async markSubmitted(cart: CartRow, expected: number | undefined): Promise<CartRow> {
    const [row] = await this.db
      .update(carts)
      .set({ active: false, submittedAt: new Date(), version: nextVersion(carts.version) })
      .where(versionedWhere(carts.version, this.whereCart(cart), expected))
      .returning();
    return versionedResult(row, () => this.exists(cart), 'Cart');
  }

  async remove(cart: CartRow, expected: number | undefined): Promise<void> {
    const [row] = await this.db
      .delete(carts)
      .where(versionedWhere(carts.version, this.whereCart(cart), expected))
      .returning({ code: carts.code });
    await versionedResult(row, () => this.exists(cart), 'Cart');
  }

  private async exists(cart: Pick<CartRow, 'companyId' | 'code'>): Promise<boolean> {
    const [row] = await this.db.select({ code: carts.code }).from(carts).where(this.whereCart(cart));
    return !!row;
  }
}
