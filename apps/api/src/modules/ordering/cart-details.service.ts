import { randomUUID } from 'node:crypto';
import {
  changeImpact,
  monthlyByCostCentre,
  withContact,
  type Cart,
  type CartPartyRole,
  type ChangeImpact,
  type DeliveryInfo,
  type EndUser,
  type OrderAvailability,
  type PartyRoleBody,
  type PayerChoices,
  type PreorderAction,
  type PreorderResult,
} from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { badRequest } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { billedOrderItems } from './billed-order-items';
import { structuresOf } from './cart-access';
import { CartDetailsRepo } from './cart-details.repo';
import { cartOrderAvailability } from './cart-order-availability';
import { partyRoleRemoval, partyRoleWrite } from './cart-party-roles';
import { payerWrite, type PayerSelection } from './cart-payer';
import { preorderCheckOf } from './cart-preorder-check';
import { toCart, type Structures } from './cart-view';
import type { CartRow } from './carts.repo';
import type { CartsService } from './carts.service';
import type { PortInPoaService } from './port-in-poa.service';

type Expected = number | undefined;

/**
 * §7 cart details: the confirmation contacts, the end user, the delivery info, the party roles and the payer
 * (with a cost centre), each checked by its §5 rules and written under the cart's version; and the §7
 * pre-order check that says, field by field, what keeps the cart from becoming an order.
 */
export class CartDetailsService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartsService,
    /** §4 port-in owner change: the pre-order check refuses a port-in without its signed power of attorney. */
    private readonly portInPoas: PortInPoaService,
  ) {}

  addContact(access: CompanyAccess, uid: string, code: string, email: string, expected: Expected) {
    return this.carts.writeDetails(access, uid, code, expected, async (details) => {
      const contacts = withContact(details.contacts, email);
      if (contacts === 'TOO_MANY')
        throw badRequest('The cart has its most contacts.', { email: 'ordering.details.too-many-contacts' });
      return { ...details, contacts };
    });
  }

  removeContact(access: CompanyAccess, uid: string, code: string, email: string, expected: Expected) {
    return this.carts.writeDetails(access, uid, code, expected, async (details) => ({
      ...details,
      contacts: details.contacts.filter((contact) => contact !== email.toLowerCase()),
    }));
  }

  setEndUser(access: CompanyAccess, uid: string, code: string, endUser: EndUser | null, expected: Expected) {
    return this.carts.writeDetails(access, uid, code, expected, async (details) => ({ ...details, endUser }));
  }

  setDeliveryInfo(
    access: CompanyAccess,
    uid: string,
    code: string,
    deliveryInfo: DeliveryInfo | null,
    expected: Expected,
  ) {
    return this.carts.writeDetails(access, uid, code, expected, async (details) => ({
      ...details,
      deliveryInfo,
    }));
  }

  /** §7 POST /partyroles: one more party role. */
  addPartyRole(access: CompanyAccess, uid: string, code: string, body: PartyRoleBody, expected: Expected) {
    const write = partyRoleWrite({ ...body, id: randomUUID() }, false);
    return this.carts.writeDetails(access, uid, code, expected, write);
  }

  /** §7 PUT /partyroles: a party role changed by its id. */
  updatePartyRole(
    access: CompanyAccess,
    uid: string,
    code: string,
    party: CartPartyRole,
    expected: Expected,
  ) {
    return this.carts.writeDetails(access, uid, code, expected, partyRoleWrite(party, true));
  }

  /** §7 DELETE /partyroles/{id}: the party role removed. */
  removePartyRole(access: CompanyAccess, uid: string, code: string, id: string, expected: Expected) {
    return this.carts.writeDetails(access, uid, code, expected, partyRoleRemoval(id));
  }

  /** §7 POST /availability/orders: see `cartOrderAvailability`. */
  async orderAvailability(access: CompanyAccess, uid: string, code: string): Promise<OrderAvailability> {
    return cartOrderAvailability(this.db, await this.carts.get(access, uid, code));
  }

  /**
   * What the caller's cart's payer is chosen from: every billing agreement and cost pool of the company, by
   * name and number only, so that an orderer without the payers' own read right can still pick one.
   */
  async payerChoices(access: CompanyAccess, uid: string, code: string): Promise<PayerChoices> {
    const row = await this.carts.get(access, uid, code);
    return new CartDetailsRepo(this.db).payerChoices(row.companyId);
  }

  setPayer(access: CompanyAccess, uid: string, code: string, selection: PayerSelection, expected: Expected) {
    return this.carts.writeDetails(access, uid, code, expected, payerWrite(selection));
  }

  /**
   * The change-impact preview of the caller's cart; the company's current spend only for a caller who may
   * read its invoices (§6 invoices: InvoicingReadInvoice), split by cost centre from the items the submit
   * would order, so that each selection's monthly prices land where its service will be billed.
   */
  async impact(access: CompanyAccess, uid: string, code: string, today: string): Promise<ChangeImpact> {
    const row = await this.carts.get(access, uid, code);
    const structures = await structuresOf(
      this.db,
      row.lines.map((line) => line.rootBundleTemplateId),
      row.catalogueVersion,
    );
    const cart = toCart(row, structures);
    if (!access.permissions.includes('InvoicingReadInvoice'))
      return changeImpact({ ...cart.totals, byCostCentre: [] }, null);
    const repo = new CartDetailsRepo(this.db);
    const [current, pools] = await Promise.all([
      repo.monthlySpend(access.companyId, today),
      repo.costPools(access.companyId),
    ]);
    const byCostCentre = monthlyByCostCentre(
      await billedOrderItems(this.db, row, structures),
      cart.details.payer?.costCentre?.id ?? null,
      new Map(pools.map((pool) => [pool.id, pool.name])),
    );
    return changeImpact({ ...cart.totals, byCostCentre }, current);
  }

  /** §7 POST /preordercheck: the named checks of the caller's cart, as the cart is now. */
  async check(
    access: CompanyAccess,
    uid: string,
    code: string,
    actions?: readonly PreorderAction[],
  ): Promise<PreorderResult> {
    const row = await this.carts.get(access, uid, code);
    return (await this.checkRow(row, actions, this.db, { holdNumbers: true })).result;
  }

  /** The pre-order check of a row already read (see `preorderCheckOf` for `holdNumbers`). */
  async checkRow(
    row: CartRow,
    actions: readonly PreorderAction[] | undefined,
    db: Database,
    { holdNumbers = false } = {},
  ): Promise<{ result: PreorderResult; cart: Cart; structures: Structures }> {
    return preorderCheckOf(db, row, actions, this.portInPoas, holdNumbers);
  }
}
