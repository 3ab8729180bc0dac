import {
  lineOfBundle,
  numberPortOf,
  PORT_IN_POA_CODE,
  valueKey,
  type BundleStructure,
  type CartLine,
  type CartSelection,
  withSelectionValues,
} from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { apiError, notFound } from '../../http-errors';
import { structuresOf } from './cart-access';
import type { CartRow } from './carts.repo';
import { portInProduct } from './number-port.service';

/** A selection of the cart that ports a number in, with its port-in product's code and saved values. */
export interface PortInTarget {
  line: CartLine;
  selection: CartSelection;
  productCode: string;
  number: string;
  ownerChange: boolean;
}

/** The port-in selections of a cart's lines (a line whose number bundle chose the port-in). */
export function portInSelections(
  lines: readonly CartLine[],
  structures: ReadonlyMap<string, BundleStructure>,
): PortInTarget[] {
  return lines.flatMap((line) => {
    const product = portInProduct(structures.get(line.rootBundleTemplateId), line);
    if (!product) return [];
    return line.selections.map((selection) => {
      const { number, ownerChange } = numberPortOf(selection.values, product.code);
      return { line, selection, productCode: product.code, number, ownerChange };
    });
  });
}

/** The selection's port-in: 404 for a bundle the cart lacks, 409 for one that ports nothing or no number yet. */
export async function portInTargetOf(db: Database, row: CartRow, bundleNo: number): Promise<PortInTarget> {
  const line = lineOfBundle(row.lines, bundleNo);
  if (!line) throw notFound('Bundle');
  const structures = await structuresOf(db, [line.rootBundleTemplateId]);
  const target = portInSelections([line], structures).find((t) => t.selection.bundleNo === bundleNo);
  if (!target) throw apiError('ILLEGAL_STATE', 'The selection does not port a number in.');
  if (!target.number) throw apiError('ILLEGAL_STATE', 'Save the number to port in first.');
  return target;
}

/** The id of the power of attorney linked to the port-in's selection, if any (a value of the selection). */
export const linkedPoaId = (target: PortInTarget): string | undefined =>
  target.selection.values[valueKey(target.productCode, PORT_IN_POA_CODE)];

/** The cart's lines with the power of attorney `poaId` linked to the port-in's selection, so the order carries it. */
export const withPoaLinked = (lines: readonly CartLine[], target: PortInTarget, poaId: string): CartLine[] =>
  withSelectionValues(lines, target.selection.bundleNo, (values) => ({
    ...values,
    [valueKey(target.productCode, PORT_IN_POA_CODE)]: poaId,
  }));
