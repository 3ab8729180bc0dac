import {
  analyticsItems,
  changeProduct,
  nextBundleNo,
  withQuantity,
  type CartLine,
  type ChosenProduct,
} from '@kaista/domain/ordering';
import type { z } from 'zod';
import type { changeBundleSchema } from '@kaista/domain/ordering';
import { notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { bundleRuleError, companyStructure } from './cart-access';
import { recordChange } from './cart-change-events';
import { reservedNumbers } from './cart-numbers';
import type { CartRow } from './carts.repo';
import type { CartsService } from './carts.service';
import { NumberRanges } from './number-ranges';

type ChangeBundle = z.output<typeof changeBundleSchema>;

/** §4 a cart line's bundle: its products changed, the line removed or its quantity set; numbers follow. */
export class CartLinesService {
  constructor(private readonly carts: CartsService) {}

  changeBundle(
    access: CompanyAccess,
    uid: string,
    code: string,
    body: ChangeBundle,
    expected: number | undefined,
  ) {
    return this.carts.write(access, uid, code, expected, async (row, tx) => {
      const line = lineOf(row, body.orderlineBundleNo);
      const structure = await companyStructure(tx, row.companyId, line.rootBundleTemplateId);
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
    return this.carts.write(access, uid, code, expected, async (row, tx) => {
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
    return this.carts.write(access, uid, code, expected, async (row, tx) => {
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

/** The order line of a bundle number; 404 for one the cart does not have. */
export function lineOf(row: CartRow, orderlineBundleNo: number): CartLine {
  const line = row.lines.find((candidate) => candidate.orderlineBundleNo === orderlineBundleNo);
  if (!line) throw notFound('Bundle');
  return line;
}
