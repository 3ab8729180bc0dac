import {
  bundleInfo,
  cartDetailsOf,
  type BundleInfo,
  type Cart,
  type CartChannel,
  type CartDetails,
  type CartLine,
  type CartSummary,
  type MiniCart,
} from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { notFound, preconditionFailed } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { ownUser } from '../../plugins/session/own-user';
import { structuresOf } from './cart-access';
import { toCart, toCartSummary } from './cart-view';
import { CartsRepo, type CartRow } from './carts.repo';
import { NumberRanges } from './number-ranges';
import { reservedNumbers } from './cart-numbers';

/** A change of a cart's lines, computed inside the write's transaction from the cart as it is there. */
type LinesChange = (row: CartRow, db: Database) => Promise<CartLine[]>;
/** A change of a cart's details (payer, delivery info, end user, contacts), inside the write's transaction. */
export type DetailsChange = (details: CartDetails, row: CartRow, db: Database) => Promise<CartDetails>;

/** §4 cart lifecycle and the cart's writes; every write is conditional on the cart's version (If-Match). */
export class CartsService {
  constructor(private readonly db: Database) {}

  async summary(access: CompanyAccess, uid: string): Promise<CartSummary> {
    return toCartSummary(await new CartsRepo(this.db).b2bCart(access.companyId, ownUser(access, uid)));
  }

  /** §7 minicart: the B2B cart the summary names, in brief; no cart gives code null and nothing in it. */
  async mini(access: CompanyAccess, uid: string): Promise<MiniCart> {
    const repo = new CartsRepo(this.db);
    const userId = ownUser(access, uid);
    const row = (await repo.b2bCart(access.companyId, userId))[0];
    if (!row) return { code: null, totalItems: 0, entries: [], totals: { oneTimeCents: 0, monthlyCents: 0 } };
    const cart = await this.view(row);
    return {
      code: cart.code,
      totalItems: cart.totalItems,
      entries: cart.lines.map((line) => ({
        orderlineBundleNo: line.orderlineBundleNo,
        name: line.products[0]?.name ?? line.name,
        quantity: line.quantity,
        totals: line.totals,
      })),
      totals: cart.totals,
    };
  }

  async view(row: CartRow, db: Database = this.db): Promise<Cart> {
    return toCart(
      row,
      await structuresOf(
        db,
        row.lines.map((line) => line.rootBundleTemplateId),
        row.catalogueVersion,
      ),
    );
  }

  /** §4: the B2B cart the user has (the active one preferred, else the first), or a new one in the channel. */
  async open(access: CompanyAccess, uid: string, channel: CartChannel): Promise<Cart> {
    const repo = new CartsRepo(this.db);
    const userId = ownUser(access, uid);
    const existing = channel === 'B2B' ? (await repo.b2bCart(access.companyId, userId))[0] : undefined;
    return this.view(existing ?? (await repo.create(access.companyId, userId, channel)));
  }

  async get(access: CompanyAccess, uid: string, code: string): Promise<CartRow> {
    const row = await new CartsRepo(this.db).get(access.companyId, ownUser(access, uid), code);
    if (!row) throw notFound('Cart');
    return row;
  }

  /** §7 bundleinfo: the cart's lines by their main product bundle, as the catalogue's structures name it. */
  async bundleInfo(access: CompanyAccess, uid: string, code: string): Promise<BundleInfo> {
    const row = await this.get(access, uid, code);
    const structures = await structuresOf(
      this.db,
      row.lines.map((line) => line.rootBundleTemplateId),
    );
    return bundleInfo(
      row.lines,
      cartDetailsOf(row.details),
      (root) => structures.get(root)?.bundles.find((bundle) => bundle.mainProductBundle)?.originalId ?? null,
    );
  }

  async remove(
    access: CompanyAccess,
    uid: string,
    code: string,
    expected: number | undefined,
  ): Promise<void> {
    const row = await this.get(access, uid, code);
    await this.db.transaction(async (tx) => {
      await new CartsRepo(tx).remove(row, expected);
      await new NumberRanges(tx).release(row.companyId, row.code);
    });
  }

  /** One cart write: 412 at once when stale, else the change and its save in one transaction. */
  async write(
    access: CompanyAccess,
    uid: string,
    code: string,
    expected: number | undefined,
    change: LinesChange,
  ) {
    const row = await this.get(access, uid, code);
    if (expected !== undefined && row.version !== expected) throw preconditionFailed();
    return this.db.transaction(async (tx) => {
      const lines = await change(row, tx);
      await renewNumbers(tx, row, lines);
      return this.view(await new CartsRepo(tx).saveLines(row, lines, row.version), tx);
    });
  }

  /** One write of the cart's details, under the same version (If-Match, 412) as its lines. */
  async writeDetails(
    access: CompanyAccess,
    uid: string,
    code: string,
    expected: number | undefined,
    change: DetailsChange,
  ) {
    const row = await this.get(access, uid, code);
    if (expected !== undefined && row.version !== expected) throw preconditionFailed();
    return this.db.transaction(async (tx) => {
      const details = await change(cartDetailsOf(row.details), row, tx);
      await renewNumbers(tx, row, row.lines);
      return this.view(await new CartsRepo(tx).saveDetails(row, details, row.version), tx);
    });
  }
}

/**
 * Decision 011: a cart write renews the reservations of the numbers its values name and takes back lapsed
 * ones that are still free; one someone else has now is left to the pre-order check and the submit to name.
 */
function renewNumbers(tx: Database, row: CartRow, lines: readonly CartLine[]) {
  const named = lines.flatMap((line) => line.selections.flatMap((s) => reservedNumbers(s, () => true)));
  return new NumberRanges(tx).renew(row.companyId, row.code, named);
}
