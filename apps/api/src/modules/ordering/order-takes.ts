import type { Database } from '../../db/client';
import { apiError } from '../../http-errors';
import { chosenProducts } from './chosen-products';
import { lockItemExpired, rangeNumbers } from './cart-numbers';
import type { Structures } from './cart-view';
import type { CartRow } from './carts.repo';
import { NumberRanges } from './number-ranges';
import { OrdersRepo } from './orders.repo';

/** Every stocked product's units of the whole cart, taken in one statement; NO_STOCK names the first short. */
export async function takeStock(tx: Database, row: CartRow, structures: Structures): Promise<void> {
  const wanted = new Map<string, number>();
  const names = new Map<string, string>();
  for (const line of row.lines) {
    for (const product of chosenProducts(line, structures)) {
      if (product.stock === null) continue;
      wanted.set(product.code, (wanted.get(product.code) ?? 0) + line.selections.length);
      names.set(product.code, product.name);
    }
  }
  const [short] = await new OrdersRepo(tx).takeStock(wanted);
  if (short) throw apiError('NO_STOCK', `${names.get(short)} is out of stock.`);
}

/**
 * The numbers the cart's values name become the order's (a lapsed reservation's too while the number is
 * still free, else §8 'Lock item expired' at its field); a new or CSN number left open gets the next free
 * one of its kind and type (a CSN one the register lacks from the operator's range).
 */
export async function takeNumbers(tx: Database, row: CartRow, structures: Structures): Promise<void> {
  const numbers = new NumberRanges(tx);
  const resources = rangeNumbers(row.lines, structures);
  const lapsed = await numbers.hold(row.companyId, row.code, resources, 'TAKEN');
  if (lapsed.length > 0) throw lockItemExpired(lapsed);
  for (const { selection, key, kind, numberType, number } of resources) {
    if (number) continue;
    const taken = await numbers.claimNext(kind, {
      companyId: row.companyId,
      numberType,
      cartCode: row.code,
      status: 'TAKEN',
    });
    if (!taken) throw apiError('NUMBER_RESERVATION_FAILED', 'No free numbers are left.');
    selection.values[key] = taken;
  }
}
