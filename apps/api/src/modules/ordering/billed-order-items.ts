import { NAMED_COST_CENTRE_CODE, withNamedCostCentres } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { CartDetailsRepo } from './cart-details.repo';
import type { Structures } from './cart-view';
import type { CartRow } from './carts.repo';
import { orderItems } from './order-items';

/**
 * The cart's order items as the submit writes them and the change-impact preview bills them: a cost centre
 * typed on a line that names one of the company's carries its id (`withNamedCostCentres`). The company's cost
 * centres are read only when a line has one typed.
 */
export async function billedOrderItems(db: Database, row: CartRow, structures: Structures) {
  const items = orderItems(row.lines, structures);
  if (!items.some((item) => item.characteristics[NAMED_COST_CENTRE_CODE]?.trim())) return items;
  return withNamedCostCentres(items, await new CartDetailsRepo(db).costPools(row.companyId));
}
