import { orderAvailability, type OrderAvailability } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { structuresOf } from './cart-access';
import type { CartRow } from './carts.repo';
import { CatalogueRepo } from './catalogue.repo';

/**
 * §7 POST /availability/orders: whether each line of the cart can be ordered now: its products still
 * offered, and units in stock for every selection (read as they are now, not from a kept structure).
 */
export async function cartOrderAvailability(db: Database, row: CartRow): Promise<OrderAvailability> {
  const codes = [
    ...new Set(row.lines.flatMap((line) => line.products.map((product) => product.productCode))),
  ];
  const catalogue = new CatalogueRepo(db);
  const [structures, offered, stocks] = await Promise.all([
    structuresOf(
      db,
      row.lines.map((line) => line.rootBundleTemplateId),
    ),
    catalogue.activeCodes(codes),
    catalogue.stocks(codes),
  ]);
  return orderAvailability(row.lines, structures, offered, stocks);
}
