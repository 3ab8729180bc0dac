import {
  needsDelivery,
  preorderCheck,
  preorderFieldErrors,
  preorderPoaRefusal,
  requestIssues,
  type Cart,
  type PreorderAction,
  type PreorderResult,
} from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { apiError, badRequest } from '../../http-errors';
import { structuresOf } from './cart-access';
import { CartDetailsRepo } from './cart-details.repo';
import { rangeNumbers } from './cart-numbers';
import { toCart, type Structures } from './cart-view';
import type { CartRow } from './carts.repo';
import { NumberRanges } from './number-ranges';
import type { PortInPoaService } from './port-in-poa.service';

/**
 * §7 pre-order check of a cart row, with the cart and structures it was read with. `holdNumbers`: a preview
 * takes the cart's lapsed reservations again while their numbers are free and names those it cannot
 * (decision 011); the submit does so in its own transaction instead.
 */
export async function preorderCheckOf(
  db: Database,
  row: CartRow,
  actions: readonly PreorderAction[] | undefined,
  portInPoas: PortInPoaService,
  holdNumbers: boolean,
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
    portInPoas: await portInPoas.refusals(db, row, structures),
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

/** §5: order creation is blocked if any action of the pre-order check is not overall SUCCESS. */
export function assertOrderable(check: PreorderResult): void {
  if (check.actions.some((action) => action.action === 'SALES_BAN' && action.overall !== 'SUCCESS'))
    throw apiError('SALES_BAN', 'The company is under a sales ban; no new orders can be made.');
  if (check.overall !== 'SUCCESS') {
    // §4: a port-in's owner change without the holder's signed power of attorney is named by its POA_* code.
    const poa = preorderPoaRefusal(check);
    const message = poa
      ? 'A port-in with an owner change needs the holder’s signed power of attorney.'
      : 'The order cannot be made yet.';
    throw badRequest(message, preorderFieldErrors(check), poa ?? undefined);
  }
}

/**
 * §4/§5 an employee's cart about to become an order request: the contents step's fields must pass
 * (`requestIssues`), refused with the same 400 and field errors as an order's submit. The payer, the delivery
 * and a port-in's fields are the approver's, checked when the approver orders the request.
 */
export async function assertRequestable(db: Database, row: CartRow): Promise<void> {
  const structures = await structuresOf(
    db,
    row.lines.map((line) => line.rootBundleTemplateId),
    row.catalogueVersion,
  );
  const cart = toCart(row, structures);
  const facts = {
    salesBan: false,
    lineCount: cart.lines.length,
    issues: requestIssues(cart),
    details: cart.details,
    payerKnown: true,
    needsDelivery: false,
  };
  assertOrderable(preorderCheck(facts, ['CONTENTS']));
}
