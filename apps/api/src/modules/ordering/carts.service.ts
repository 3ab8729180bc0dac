import {
  addressRefusal,
  analyticsItems,
  assertProductRules,
  type AnalyticsItem,
  cartDetailsOf,
  changeProduct,
  choiceType,
  chosenLine,
  INSTALLATION_ADDRESS,
  nextBundleNo,
  valueKey,
  startLine,
  withQuantity,
  type Cart,
  type CartChannel,
  type CartRules,
  type ProductRuleKind,
  type CartDetails,
  type CartLine,
  type ChosenProduct,
  type CartSummary,
  type MiniCart,
} from '@kaista/domain/ordering';
import type { z } from 'zod';
import type { addBundleSchema, changeBundleSchema } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { apiError, badRequest, notFound, preconditionFailed } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { ownUser } from '../../plugins/session/own-user';
import { bundleRuleError, structuresOf } from './cart-access';
import { toCart, toCartSummary } from './cart-view';
import { CartsRepo, type CartRow } from './carts.repo';
import { CatalogueRepo } from './catalogue.repo';
import { AnalyticsRepo } from './analytics.repo';
import { NumberRanges } from './number-ranges';
import { reservedNumbers } from './cart-numbers';
import type { BroadbandService } from './broadband.service';

type AddBundle = z.output<typeof addBundleSchema>;
type ChangeBundle = z.output<typeof changeBundleSchema>;
/** A change of a cart's lines, computed inside the write's transaction from the cart as it is there. */
type LinesChange = (row: CartRow, db: Database) => Promise<CartLine[]>;
/** A change of a cart's details (payer, delivery info, end user, contacts), inside the write's transaction. */
type DetailsChange = (details: CartDetails, row: CartRow, db: Database) => Promise<CartDetails>;

const MISSING_MAIN_PRODUCT =
  'Selected subscription is missing main product information and cannot be added to cart';

/** §4 cart lifecycle and bundle changes; every write is conditional on the cart's version (If-Match). */
export class CartsService {
  constructor(
    private readonly db: Database,
    /** Broadband by address (issue 10): a cart add with an address is checked against it. */
    private readonly broadband?: BroadbandService,
  ) {}

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

  async remove(
    access: CompanyAccess,
    uid: string,
    code: string,
    expected: number | undefined,
  ): Promise<void> {
    const row = await this.get(access, uid, code);
    await this.db.transaction(async (tx) => {
      await new CartsRepo(tx as unknown as Database).remove(row, expected);
      await new NumberRanges(tx as unknown as Database).release(row.companyId, row.code);
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
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
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
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const details = await change(cartDetailsOf(row.details), row, tx);
      await renewNumbers(tx, row, row.lines);
      return this.view(await new CartsRepo(tx).saveDetails(row, details, row.version), tx);
    });
  }

  async addBundle(
    access: CompanyAccess,
    uid: string,
    code: string,
    body: AddBundle,
    expected: number | undefined,
  ) {
    const installedAt =
      body.addressId === undefined || !this.broadband
        ? null
        : await this.broadband.installationAddress(body.addressId, body.productCode);
    return this.write(access, uid, code, expected, async (row, tx) => {
      const structure = (await structuresOf(tx, [body.rootBundleTemplateId])).get(body.rootBundleTemplateId)!;
      const main = structure.products.find((product) => product.code === body.productCode);
      if (!structure.bundles.some((bundle) => bundle.mainProductBundle))
        throw badRequest(MISSING_MAIN_PRODUCT);
      const noAddress = addressRefusal(main, body.addressId);
      if (noAddress)
        throw badRequest('A fixed line is ordered for an address: addressId is required.', noAddress);
      if (main?.stock !== null && main?.stock !== undefined) {
        // A kept structure's count may be old (decision 014): the stock is read as it is now.
        const stock = (await new CatalogueRepo(tx).stocks([main.code])).get(main.code) ?? 0;
        if (stock < body.quantity) throw apiError('NO_STOCK', `${main.name}: only ${stock} in stock.`);
      }
      const products = this.configure(structure, body);
      const orderlineBundleNo = nextBundleNo(row.lines);
      // The address a fixed line was chosen at is its installation address.
      const installation =
        installedAt !== null && main?.characteristics.some((c) => c.code === INSTALLATION_ADDRESS)
          ? { [valueKey(main.code, INSTALLATION_ADDRESS)]: installedAt }
          : {};
      const selections = Array.from({ length: body.quantity }, (_, index) => ({
        bundleNo: orderlineBundleNo + 1 + index,
        values: { ...installation },
      }));
      const line = {
        orderlineBundleNo,
        rootBundleTemplateId: structure.rootBundleTemplateId,
        products,
        selections,
      };
      await recordChange(tx, row, 'add_to_cart', analyticsItems([line]));
      return [...row.lines, line];
    });
  }

  /**
   * §7 /restrictions, /prerequisites, /modifications: the catalogue rules of one kind that the products chosen
   * in each of the caller's cart's lines bring, both products named by offering type and name.
   */
  async rules(access: CompanyAccess, uid: string, code: string, kind: ProductRuleKind): Promise<CartRules> {
    const row = await this.get(access, uid, code);
    const structures = await structuresOf(
      this.db,
      row.lines.map((line) => line.rootBundleTemplateId),
    );
    return {
      rules: row.lines.flatMap((line) => {
        const structure = structures.get(line.rootBundleTemplateId);
        const chosen = new Set(line.products.map((product) => product.productCode));
        const named = (productCode: string) => {
          const product = structure?.products.find((candidate) => candidate.code === productCode);
          return product
            ? { code: product.code, name: product.name, offeringType: product.offeringType }
            : null;
        };
        return (structure?.rules ?? []).flatMap((rule) => {
          const product = named(rule.productCode);
          const target = named(rule.targetCode);
          return rule.kind === kind && chosen.has(rule.productCode) && product && target
            ? [{ orderlineBundleNo: line.orderlineBundleNo, kind, product, target }]
            : [];
        });
      }),
    };
  }

  private configure(structure: Parameters<typeof startLine>[0], body: AddBundle): ChosenProduct[] {
    try {
      if (!body.defaults) return chosenLine(structure, body.productCode, body.products);
      let chosen = startLine(structure, body.productCode);
      for (const product of body.products) {
        const bundle = structure.bundles.find(
          (candidate) => candidate.originalId === product.bundleTemplateId,
        );
        const action = bundle && choiceType(bundle) === 'SINGLE_VALUE' ? 'CHANGE' : 'ADD';
        // The catalogue's rules hold for the line as a whole: a prerequisite may come after what needs it.
        chosen = changeProduct(structure, chosen, product, action, false);
      }
      assertProductRules(structure, chosen);
      return chosen;
    } catch (error) {
      return bundleRuleError(error, structure);
    }
  }

  changeBundle(
    access: CompanyAccess,
    uid: string,
    code: string,
    body: ChangeBundle,
    expected: number | undefined,
  ) {
    return this.write(access, uid, code, expected, async (row, tx) => {
      const line = lineOf(row, body.orderlineBundleNo);
      const structure = (await structuresOf(tx, [line.rootBundleTemplateId])).get(line.rootBundleTemplateId)!;
      let products: ChosenProduct[];
      try {
        products = changeProduct(structure, line.products, body, body.action);
      } catch (error) {
        return bundleRuleError(error, structure);
      }
      const kept = new Set(products.map((product) => product.productCode));
      // Values of products that left the line go with them, and so do the numbers they reserved.
      const gone = line.selections.flatMap((selection) =>
        reservedNumbers(selection, (product) => !kept.has(product)),
      );
      await new NumberRanges(tx).release(row.companyId, row.code, gone);
      const selections = line.selections.map((selection) => ({
        ...selection,
        values: Object.fromEntries(
          Object.entries(selection.values).filter(([key]) => kept.has(key.split('.')[0]!)),
        ),
      }));
      return row.lines.map((other) => (other === line ? { ...line, products, selections } : other));
    });
  }

  removeBundle(
    access: CompanyAccess,
    uid: string,
    code: string,
    bundleNo: number,
    expected: number | undefined,
  ) {
    return this.write(access, uid, code, expected, async (row, tx) => {
      const line = lineOf(row, bundleNo);
      const held = line.selections.flatMap((selection) => reservedNumbers(selection, () => true));
      await new NumberRanges(tx).release(row.companyId, row.code, held);
      await recordChange(tx, row, 'remove_from_cart', analyticsItems([line]));
      return row.lines.filter((other) => other !== line);
    });
  }

  setQuantity(
    access: CompanyAccess,
    uid: string,
    code: string,
    bundleNo: number,
    quantity: number,
    expected: number | undefined,
  ) {
    return this.write(access, uid, code, expected, async (row, tx) => {
      const line = lineOf(row, bundleNo);
      const { line: changed, dropped } = withQuantity(line, quantity, nextBundleNo(row.lines));
      const held = dropped.flatMap((selection) => reservedNumbers(selection, () => true));
      await new NumberRanges(tx).release(row.companyId, row.code, held);
      // §7 add/remove: a quantity change adds or removes the difference of every product of the line.
      const difference = changed.selections.length - line.selections.length;
      const items = analyticsItems([line]).map((item) => ({ ...item, quantity: Math.abs(difference) }));
      if (difference !== 0)
        await recordChange(tx, row, difference > 0 ? 'add_to_cart' : 'remove_from_cart', items);
      return row.lines.map((other) => (other === line ? changed : other));
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

/** §7 analytics: what a cart write added or removed, recorded in the write's own transaction. */
function recordChange(
  tx: Database,
  row: CartRow,
  event: 'add_to_cart' | 'remove_from_cart',
  items: AnalyticsItem[],
) {
  return new AnalyticsRepo(tx).record({
    companyId: row.companyId,
    userId: row.userId,
    event,
    cartCode: row.code,
    items,
  });
}

/** The order line of a bundle number; 404 for one the cart does not have. */
export function lineOf(row: CartRow, orderlineBundleNo: number): CartLine {
  const line = row.lines.find((candidate) => candidate.orderlineBundleNo === orderlineBundleNo);
  if (!line) throw notFound('Bundle');
  return line;
}
