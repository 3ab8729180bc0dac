import { CHARACTERISTIC_CODES, type CartSelection } from '@kaista/domain/ordering';

const NUMBER_SUFFIX = `.${CHARACTERISTIC_CODES.number}`;

/** The numbers a selection names, of the products the predicate picks (their reservations go with them). */
export function reservedNumbers(
  selection: CartSelection,
  ofProduct: (productCode: string) => boolean,
): string[] {
  return Object.entries(selection.values)
    .filter(
      ([key, value]) =>
        key.endsWith(NUMBER_SUFFIX) && value !== '' && ofProduct(key.slice(0, -NUMBER_SUFFIX.length)),
    )
    .map(([, value]) => value);
}
