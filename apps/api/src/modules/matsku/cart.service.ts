import {
  checkCartQuantity,
  type MatskuCart,
  type ReorderChange,
  type ReorderResult,
} from '@kaista/domain/matsku';
import { FIELD_ERROR_KEYS, knownStoreIdOrNull } from '@kaista/domain/shared/validation';
import type { Database } from '../../db/client';
import { apiError, badRequest, notFound, preconditionFailed } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { CartRepo, type CartRow, type EntryRow } from './cart.repo';
import { toCart, toPrice } from './matsku-mapper';
import { PastOrdersRepo } from './orders.repo';
import { ProductRepo } from './product.repo';

type Change = (
  repos: { carts: CartRepo; catalogue: ProductRepo },
  cart: CartRow,
  entries: EntryRow[],
) => Promise<Partial<CartRow> | void>;

/** §5 a quantity the cart can hold: 0 deletes, anything else whole packages up to the named maximum. */
function checkedQuantity(quantity: number, packageSize: number): number | 'delete' {
  const verdict = checkCartQuantity(quantity, packageSize);
  if (verdict === 'delete') return verdict;
  if (verdict === 'ok') return quantity;
  throw badRequest('The quantity does not fit the product.', {
    quantity: verdict === 'too-many' ? FIELD_ERROR_KEYS.maxValue : FIELD_ERROR_KEYS.quantityStep,
  });
}

/**
 * §3, §5 the caller's matsku cart. Every change runs in one transaction on the locked cart row and moves
 * its version on, so a change made against an older version (If-Match) is refused with 412.
 */
export class CartService {
  constructor(private readonly db: Database) {}

  async get(actor: CompanyAccess): Promise<MatskuCart> {
    const carts = new CartRepo(this.db);
    const cart = await carts.active(actor.companyId, actor.user.id);
    return toCart(cart, await carts.entries(actor.companyId, cart));
  }

  private change(actor: CompanyAccess, expected: number | undefined, change: Change): Promise<MatskuCart> {
    return this.db.transaction(async (tx) => {
      const carts = new CartRepo(tx);
      const cart = await carts.active(actor.companyId, actor.user.id, true);
      const entries = await carts.entries(actor.companyId, cart);
      const changes = (await change({ carts, catalogue: new ProductRepo(tx) }, cart, entries)) ?? {};
      if (!(await carts.bump(cart, expected, changes))) throw preconditionFailed();
      const fresh = await carts.active(actor.companyId, actor.user.id);
      return toCart(fresh, await carts.entries(actor.companyId, fresh));
    });
  }

  /** Adds a product the company may buy; to its line when the cart has it. No stock at all is NO_STOCK. */
  addEntry(actor: CompanyAccess, productCode: string, quantity: number, expected?: number) {
    return this.change(actor, expected, async ({ carts, catalogue }, cart, entries) => {
      const product = await catalogue.product(actor.companyId, productCode, cart.storeId ?? undefined);
      if (!product) throw notFound('Product');
      if (product.stockStatus === 'noStock') throw apiError('NO_STOCK', 'The product is out of stock.');
      const line = entries.find((entry) => entry.productCode === productCode);
      const wanted = checkedQuantity((line?.quantity ?? 0) + quantity, product.packageSize);
      if (wanted === 'delete') return;
      if (line) await carts.setQuantity(cart, line.entryNumber, wanted);
      else await carts.addEntry(cart, productCode, wanted);
    });
  }

  /** PUT sets a line's quantity, PATCH changes it by a delta; either way 0 deletes the line. */
  setQuantity(
    actor: CompanyAccess,
    entryNumber: number,
    quantity: number | { delta: number },
    expected?: number,
  ) {
    return this.change(actor, expected, async ({ carts }, cart, entries) => {
      const line = entries.find((entry) => entry.entryNumber === entryNumber);
      if (!line) throw notFound('Cart entry');
      const target = typeof quantity === 'number' ? quantity : Math.max(0, line.quantity + quantity.delta);
      const wanted = checkedQuantity(target, line.packageSize);
      if (wanted === 'delete') await carts.deleteEntry(cart, entryNumber);
      else await carts.setQuantity(cart, entryNumber, wanted);
    });
  }

  deleteEntry(actor: CompanyAccess, entryNumber: number, expected?: number) {
    return this.setQuantity(actor, entryNumber, 0, expected);
  }

  /** §7 store: the place of delivery; §5 an id not in the company's store list is dropped. */
  setStore(actor: CompanyAccess, storeId: string | null, expected?: number) {
    return this.change(actor, expected, async ({ carts }) => {
      const known = (await carts.stores(actor.companyId)).map((store) => store.id);
      return { storeId: knownStoreIdOrNull(storeId, known) };
    });
  }

  setReference(actor: CompanyAccess, endCustomerReference: string, expected?: number) {
    return this.change(actor, expected, async () => ({ endCustomerReference }));
  }

  /**
   * Reorder: the lines of one of the caller's past orders back into the basket, each added as a basket add
   * would (§5 quantities). A product no longer for sale or out of stock is left out; fewer in stock than
   * ordered and a changed price are added and told, so the basket is never silently different.
   */
  async reorder(actor: CompanyAccess, orderNumber: string, expected?: number): Promise<ReorderResult> {
    const past = await new PastOrdersRepo(this.db).byNumber(actor.companyId, actor.user.id, orderNumber);
    if (!past) throw notFound('Shop order');
    const changes: ReorderChange[] = [];
    const cart = await this.change(actor, expected, async ({ carts, catalogue }, current, entries) => {
      for (const line of past.lines) {
        const named = { productCode: line.productCode, name: line.name };
        const product = await catalogue.product(
          actor.companyId,
          line.productCode,
          current.storeId ?? undefined,
        );
        if (!product) {
          changes.push({ ...named, change: 'unavailable' });
          continue;
        }
        if (product.stockStatus === 'noStock') {
          changes.push({ ...named, change: 'noStock', balance: 0 });
          continue;
        }
        const existing = entries.find((entry) => entry.productCode === line.productCode);
        const wanted = (existing?.quantity ?? 0) + line.quantity;
        if (checkCartQuantity(wanted, product.packageSize) !== 'ok') {
          changes.push({ ...named, change: 'unavailable' });
          continue;
        }
        if (existing) await carts.setQuantity(current, existing.entryNumber, wanted);
        // An order's lines name each product once, as the basket it came from did.
        else await carts.addEntry(current, line.productCode, wanted);
        if (product.balance < wanted)
          changes.push({ ...named, change: 'lowStock', balance: product.balance });
        if (product.priceCents !== line.unitPriceCents)
          changes.push({
            ...named,
            change: 'price',
            before: toPrice(line.unitPriceCents),
            after: toPrice(product.priceCents),
          });
      }
    });
    return { cart, changes };
  }

  stores(actor: CompanyAccess) {
    return new CartRepo(this.db).stores(actor.companyId);
  }
}
