import { randomUUID } from 'node:crypto';
import {
  changeImpact,
  orderAvailability,
  withPartyRole,
  type CartPartyRole,
  type OrderAvailability,
  type PartyRoleBody,
  type PartyRoleProblem,
  needsDelivery,
  preorderCheck,
  withContact,
  type Cart,
  type ChangeImpact,
  type DeliveryInfo,
  type EndUser,
  type PayerChoices,
  type PreorderAction,
  type PreorderResult,
} from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { structuresOf } from './cart-access';
import { CartDetailsRepo } from './cart-details.repo';
import { rangeNumbers } from './cart-numbers';
import { CatalogueRepo } from './catalogue.repo';
import { toCart, type Structures } from './cart-view';
import type { CartRow } from './carts.repo';
import type { CartsService } from './carts.service';
import { NumberRanges } from './number-ranges';
import type { PortInPoaService } from './port-in-poa.service';

type Expected = number | undefined;

/**
 * §7 cart details: the confirmation contacts, the end user, the delivery info and the payer (with a cost
 * centre), each checked by its §5 rules and written under the cart's version; and the §7 pre-order check
 * that says, field by field, what keeps the cart from becoming an order.
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

  /** §7 POST /partyroles: one more party role; one party per role for the order and for each line. */
  addPartyRole(access: CompanyAccess, uid: string, code: string, body: PartyRoleBody, expected: Expected) {
    return this.writePartyRole(access, uid, code, { ...body, id: randomUUID() }, expected);
  }

  /** §7 PUT /partyroles: a party role changed by its id (404 for one the cart does not have). */
  updatePartyRole(
    access: CompanyAccess,
    uid: string,
    code: string,
    party: CartPartyRole,
    expected: Expected,
  ) {
    return this.writePartyRole(access, uid, code, party, expected, true);
  }

  /** §7 DELETE /partyroles/{id}: the party role removed (404 for one the cart does not have). */
  removePartyRole(access: CompanyAccess, uid: string, code: string, id: string, expected: Expected) {
    return this.carts.writeDetails(access, uid, code, expected, async (details) => {
      if (!details.partyRoles.some((role) => role.id === id)) throw notFound('Party role');
      return { ...details, partyRoles: details.partyRoles.filter((role) => role.id !== id) };
    });
  }

  private writePartyRole(
    access: CompanyAccess,
    uid: string,
    code: string,
    party: CartPartyRole,
    expected: Expected,
    existing = false,
  ) {
    return this.carts.writeDetails(access, uid, code, expected, async (details, row) => {
      if (existing && !details.partyRoles.some((role) => role.id === party.id)) throw notFound('Party role');
      const roles = withPartyRole(
        details.partyRoles,
        party,
        row.lines.map((line) => line.orderlineBundleNo),
      );
      if (typeof roles === 'string') throw partyRoleError(roles);
      return { ...details, partyRoles: roles };
    });
  }

  /**
   * §7 POST /availability/orders: whether each line of the caller's cart can be ordered now: its products
   * still offered, and units in stock for every selection (read as they are now, not from a kept structure).
   */
  async orderAvailability(access: CompanyAccess, uid: string, code: string): Promise<OrderAvailability> {
    const row = await this.carts.get(access, uid, code);
    const codes = [
      ...new Set(row.lines.flatMap((line) => line.products.map((product) => product.productCode))),
    ];
    const catalogue = new CatalogueRepo(this.db);
    const [structures, offered, stocks] = await Promise.all([
      structuresOf(
        this.db,
        row.lines.map((line) => line.rootBundleTemplateId),
      ),
      catalogue.activeCodes(codes),
      catalogue.stocks(codes),
    ]);
    return orderAvailability(row.lines, structures, offered, stocks);
  }

  /**
   * What the caller's cart's payer is chosen from: every billing agreement and cost pool of the company, by
   * name and number only, so that an orderer without the payers' own read right can still pick one.
   */
  async payerChoices(access: CompanyAccess, uid: string, code: string): Promise<PayerChoices> {
    const row = await this.carts.get(access, uid, code);
    return new CartDetailsRepo(this.db).payerChoices(row.companyId);
  }

  /** The payer must be one of the company's billing agreements, the cost centre one of its cost pools. */
  setPayer(
    access: CompanyAccess,
    uid: string,
    code: string,
    selection: { uid: string; costCentreId: string | null },
    expected: Expected,
  ) {
    return this.carts.writeDetails(access, uid, code, expected, async (details, row, tx) => {
      const repo = new CartDetailsRepo(tx);
      const payer = await repo.payer(row.companyId, selection.uid);
      const pool = selection.costCentreId ? await repo.costPool(row.companyId, selection.costCentreId) : null;
      const fieldErrors: Record<string, string> = {};
      if (!payer) fieldErrors['uid'] = 'ordering.preorder.PAYER_UNKNOWN';
      if (selection.costCentreId && !pool)
        fieldErrors['costCentreId'] = 'ordering.details.unknown-cost-centre';
      if (!payer || Object.keys(fieldErrors).length > 0)
        throw badRequest('The payer or the cost centre is not the company’s.', fieldErrors);
      return {
        ...details,
        payer: { uid: payer.id, number: payer.number, name: payer.name, costCentre: pool ?? null },
      };
    });
  }

  /**
   * The change-impact preview of the caller's cart; the company's current spend only for a caller who may
   * read its invoices (§6 invoices: InvoicingReadInvoice).
   */
  async impact(access: CompanyAccess, uid: string, code: string, today: string): Promise<ChangeImpact> {
    const cart = await this.carts.view(await this.carts.get(access, uid, code));
    const current = access.permissions.includes('InvoicingReadInvoice')
      ? await new CartDetailsRepo(this.db).monthlySpend(access.companyId, today)
      : null;
    return changeImpact({ ...cart.totals, costCentre: cart.details.payer?.costCentre ?? null }, current);
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

  /**
   * `holdNumbers`: a preview takes the cart's lapsed reservations again while their numbers are free and
   * names those it cannot (decision 011); the submit does so in its own transaction instead.
   */
  async checkRow(
    row: CartRow,
    actions: readonly PreorderAction[] | undefined,
    db: Database,
    { holdNumbers = false } = {},
  ): Promise<{ result: PreorderResult; cart: Cart; structures: Structures }> {
    const structures = await structuresOf(
      db,
      row.lines.map((line) => line.rootBundleTemplateId),
      row.catalogueVersion,
    );
    const cart = toCart(row, structures);
    const { salesBan, payerKnown } = await new CartDetailsRepo(db).preorderFacts(
      row.companyId,
      cart.details.payer?.uid ?? null,
    );
    const facts = {
      salesBan,
      lineCount: cart.lines.length,
      issues: cart.issues,
      details: cart.details,
      payerKnown,
      needsDelivery: needsDelivery(cart.lines.flatMap((line) => line.products.map((p) => p.offeringType))),
      portInPoas: await this.portInPoas.refusals(db, row, structures),
      lapsedNumbers: holdNumbers
        ? await new NumberRanges(db).hold(
            row.companyId,
            row.code,
            rangeNumbers(row.lines, structures),
            'RESERVED',
          )
        : [],
    };
    return { result: preorderCheck(facts, actions), cart, structures };
  }
}

const PARTY_ROLE_ERRORS: Record<PartyRoleProblem, [string, string]> = {
  DUPLICATE: ['role', 'ordering.party-roles.duplicate'],
  TOO_MANY: ['role', 'ordering.party-roles.too-many'],
  UNKNOWN_LINE: ['orderlineBundleNo', 'ordering.party-roles.unknown-line'],
};

function partyRoleError(problem: PartyRoleProblem) {
  const [field, key] = PARTY_ROLE_ERRORS[problem];
  return badRequest('The party role does not fit the cart.', { [field]: key });
}
