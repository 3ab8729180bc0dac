import {
  priceTotals,
  valueKey,
  type BundleStructure,
  type CartLine,
  type CompositeEntry,
} from '@kaista/domain/ordering';
import { chosenProducts } from './chosen-products';
import type { Structures } from './cart-view';
import type { NewOrderItem } from './orders.repo';

/**
 * A product's composite rows as ordered: the catalogue's standard entries (the standard APN comes with every
 * subscription) before the orderer's own, by characteristic code; a composite with none is left out.
 */
function orderedComposites(
  product: BundleStructure['products'][number],
  given: Readonly<Record<string, CompositeEntry[]>>,
): Record<string, CompositeEntry[]> {
  return Object.fromEntries(
    product.characteristics.flatMap(({ code, composite }) => {
      if (!composite) return [];
      const entries = [...composite.standardEntries, ...(given[valueKey(product.code, code)] ?? [])];
      return entries.length > 0 ? [[code, entries]] : [];
    }),
  );
}

/**
 * Every product of every selection as an order item, with its values (always given: the change-impact
 * preview bills each selection by them) and its share of the prices.
 */
export function orderItems(
  lines: readonly CartLine[],
  structures: Structures,
): (NewOrderItem & { characteristics: Record<string, string> })[] {
  let itemNo = 0;
  return lines.flatMap((line) => {
    const products = chosenProducts(line, structures);
    return line.selections.flatMap((selection) =>
      products.map((product) => {
        const totals = priceTotals(product.prices);
        const prefix = `${product.code}.`;
        const values = Object.entries(selection.values).filter(([key]) => key.startsWith(prefix));
        itemNo += 1;
        return {
          itemNo,
          orderlineBundleNo: line.orderlineBundleNo,
          bundleNo: selection.bundleNo,
          productCode: product.code,
          productName: product.name,
          offeringType: product.offeringType,
          oneTimeCents: totals.oneTimeCents,
          monthlyCents: totals.monthlyCents,
          characteristics: Object.fromEntries(
            values.map(([key, value]) => [key.slice(prefix.length), value]),
          ),
          compositeValues: orderedComposites(product, selection.composites ?? {}),
        };
      }),
    );
  });
}
