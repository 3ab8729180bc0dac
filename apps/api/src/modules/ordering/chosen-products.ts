import { commitmentCents, type BundleStructure, type CartLine } from '@kaista/domain/ordering';
import { productsOf, type Structures } from './cart-view';

/** A line's chosen products as its bundle structure has them; one the structure no longer has is left out. */
export function chosenProducts(line: CartLine, structures: Structures): BundleStructure['products'] {
  return productsOf(structures.get(line.rootBundleTemplateId)!, line).map(({ product }) => product);
}

/** What the cart commits the company to, for the credit check: every chosen product for every selection. */
export function commitmentOf(lines: readonly CartLine[], structures: Structures): number {
  return lines.reduce(
    (sum, line) =>
      chosenProducts(line, structures).reduce(
        (inner, product) => inner + commitmentCents(product.prices, line.selections.length),
        sum,
      ),
    0,
  );
}
