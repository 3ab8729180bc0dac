import { badRequest } from '../../http-errors';
import { CartDetailsRepo } from './cart-details.repo';
import type { DetailsChange } from './carts.service';

/** The payer chosen by its billing agreement's id, with a cost centre (a cost pool's id) or none. */
export interface PayerSelection {
  uid: string;
  costCentreId: string | null;
}

/**
 * The cart details' change that sets the payer: it must be one of the company's billing agreements, the cost
 * centre one of its cost pools.
 */
export const payerWrite =
  (selection: PayerSelection): DetailsChange =>
  async (details, row, tx) => {
    const repo = new CartDetailsRepo(tx);
    const payer = await repo.payer(row.companyId, selection.uid);
    const pool = selection.costCentreId ? await repo.costPool(row.companyId, selection.costCentreId) : null;
    const fieldErrors: Record<string, string> = {};
    if (!payer) fieldErrors['uid'] = 'ordering.preorder.PAYER_UNKNOWN';
    if (selection.costCentreId && !pool) fieldErrors['costCentreId'] = 'ordering.details.unknown-cost-centre';
    if (!payer || Object.keys(fieldErrors).length > 0)
      throw badRequest('The payer or the cost centre is not the company’s.', fieldErrors);
    return {
      ...details,
      payer: { uid: payer.id, number: payer.number, name: payer.name, costCentre: pool ?? null },
    };
  };
