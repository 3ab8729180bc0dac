import { z } from 'zod';
import { compositeEntrySchema } from './catalogue';

/** A product chosen in one bundle of an order line's bundle structure. */
export const chosenProductSchema = z.object({ bundleTemplateId: z.string(), productCode: z.string() });
export type ChosenProduct = z.infer<typeof chosenProductSchema>;

/**
 * One selection of an order line (§4: quantity equals the number of selections): its own bundle number and
 * the characteristic values filled in for it, keyed `productCode.characteristicCode`, and its composites' rows.
 */
export const cartSelectionSchema = z.object({
  bundleNo: z.number().int().positive(),
  values: z.record(z.string(), z.string()),
  /** The rows the orderer gave each composite characteristic, keyed like the values. */
  composites: z.record(z.string(), z.array(compositeEntrySchema)).optional(),
});
export type CartSelection = z.infer<typeof cartSelectionSchema>;

/** §4: an order line bundle: the products chosen for it and its selections, grouped by orderlineBundleNo. */
export const cartLineSchema = z.object({
  orderlineBundleNo: z.number().int().positive(),
  rootBundleTemplateId: z.string(),
  products: z.array(chosenProductSchema),
  selections: z.array(cartSelectionSchema).min(1),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The key of one characteristic value of a selection. */
export const valueKey = (productCode: string, code: string): string => `${productCode}.${code}`;

/** The order line holding the selection with this bundle number, if the cart has one. */
export const lineOfBundle = (lines: readonly CartLine[], bundleNo: number): CartLine | undefined =>
  lines.find((line) => line.selections.some((selection) => selection.bundleNo === bundleNo));

/** The cart's lines with the values of the selection `bundleNo` made over by `change`; every other one kept. */
export function withSelectionValues(
  lines: readonly CartLine[],
  bundleNo: number,
  change: (values: CartSelection['values']) => CartSelection['values'],
): CartLine[] {
  return lines.map((line) =>
    lineOfBundle([line], bundleNo)
      ? {
          ...line,
          selections: line.selections.map((selection) =>
            selection.bundleNo === bundleNo ? { ...selection, values: change(selection.values) } : selection,
          ),
        }
      : line,
  );
}

/** The next free bundle number of a cart: every selection and order line has its own. */
export function nextBundleNo(lines: readonly CartLine[]): number {
  const used = lines.flatMap((line) => [line.orderlineBundleNo, ...line.selections.map((s) => s.bundleNo)]);
  return Math.max(0, ...used) + 1;
}

/** §4: the cart's total items: the selections of every order line. */
export const totalItems = (lines: readonly CartLine[]): number =>
  lines.reduce((sum, line) => sum + line.selections.length, 0);

/**
 * §4 quantity: more selections copy no values (each subscription has its own number and SIM); fewer drop the
 * newest ones. Gives the new line and the selections dropped, whose reserved numbers are released.
 */
export function withQuantity(line: CartLine, quantity: number, firstNewBundleNo: number) {
  if (quantity <= line.selections.length) {
    return {
      line: { ...line, selections: line.selections.slice(0, quantity) },
      dropped: line.selections.slice(quantity),
    };
  }
  const added = Array.from({ length: quantity - line.selections.length }, (_, index) => ({
    bundleNo: firstNewBundleNo + index,
    values: {},
  }));
  return { line: { ...line, selections: [...line.selections, ...added] }, dropped: [] as CartSelection[] };
}
