import {
  CHARACTERISTIC_CODES,
  characteristicField,
  numberKindOf,
  valueKey,
  type BundleStructure,
  type CartLine,
  type CartSelection,
  type NumberKind,
} from '@kaista/domain/ordering';
import { API_ERROR_TEXTS, apiErrorTextKey } from '@kaista/domain/shared/api';
import { badRequest } from '../../http-errors';

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

/** A new or CSN number of a cart: where its value lives, its kind and type, and the number ('' while open). */
export interface RangeNumber {
  selection: CartSelection;
  key: string;
  field: string;
  kind: NumberKind;
  numberType: string;
  number: string;
}

/** Every new and CSN number of a cart's lines, in bundle order (a port-in's number is in neither range). */
export function rangeNumbers(
  lines: readonly CartLine[],
  structures: ReadonlyMap<string, BundleStructure>,
): RangeNumber[] {
  return lines.flatMap((line) => {
    const structure = structures.get(line.rootBundleTemplateId)!;
    const numbered = structure.products.flatMap((product) => {
      const kind = numberKindOf(product.offeringType);
      return kind && line.products.some((p) => p.productCode === product.code) ? [{ product, kind }] : [];
    });
    return line.selections.flatMap((selection) =>
      numbered.map(({ product, kind }) => {
        const key = valueKey(product.code, CHARACTERISTIC_CODES.number);
        return {
          selection,
          key,
          field: characteristicField(selection.bundleNo, product.code, CHARACTERISTIC_CODES.number),
          kind,
          numberType: product.numberType ?? 'VOICE_POSTPAID',
          number: selection.values[key] ?? '',
        };
      }),
    );
  });
}

/** §8 'Lock item expired': a number's reservation lapsed and someone else has it now; shown at its field. */
export const lockItemExpired = (fields: readonly string[]) =>
  badRequest(
    API_ERROR_TEXTS.lockItemExpired,
    Object.fromEntries(fields.map((field) => [field, apiErrorTextKey(API_ERROR_TEXTS.lockItemExpired)!])),
  );
