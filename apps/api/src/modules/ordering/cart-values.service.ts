import {
  CHARACTERISTIC_CODES,
  characteristicError,
  characteristicField,
  effectiveCharacteristic,
  normalizeCharacteristicValue,
  numberKindOf,
  toInternationalNumber,
  valueKey,
  type CatalogueProduct,
  type CharacteristicValues,
} from '@kaista/domain/ordering';
import {
  API_ERROR_TEXTS,
  apiErrorHttpStatus,
  apiErrorMessageKey,
  type ApiErrorCode,
} from '@kaista/domain/shared/api';
import type { Database } from '../../db/client';
import { badRequest, HttpError } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { structuresOf } from './cart-access';
import type { CartRow } from './carts.repo';
import type { CartsService } from './carts.service';
import { isOurs, NumberRanges } from './number-ranges';

type Value = CharacteristicValues['values'][number];

/** A §8 code that belongs to one field: the web shows the code's text at that field. */
const fieldCode = (code: ApiErrorCode, field: string, message: string) =>
  new HttpError(apiErrorHttpStatus(code), code, message, { [field]: apiErrorMessageKey(code) });

/**
 * §5 characteristic values of a cart's selections: each checked by its rules; a new or CSN number is reserved
 * from its range (decision 011; the one it replaces released), a port-in number must be neither range's.
 * All values of a call are saved together or none is.
 */
export class CartValuesService {
  constructor(private readonly carts: CartsService) {}

  set(access: CompanyAccess, uid: string, code: string, values: Value[], expected: number | undefined) {
    return this.carts.write(access, uid, code, expected, async (row, tx) => {
      const structures = await structuresOf(
        tx,
        row.lines.map((line) => line.rootBundleTemplateId),
      );
      const fieldErrors: Record<string, string> = {};
      const lines = structuredClone(row.lines);
      for (const value of values) {
        const field = characteristicField(value.bundleNo, value.productCode, value.code);
        const line = lines.find((candidate) =>
          candidate.selections.some((s) => s.bundleNo === value.bundleNo),
        );
        const selection = line?.selections.find((candidate) => candidate.bundleNo === value.bundleNo);
        const chosen = line?.products.some((product) => product.productCode === value.productCode);
        const product = structures
          .get(line?.rootBundleTemplateId ?? '')
          ?.products.find((p) => p.code === value.productCode);
        const found = product?.characteristics.find((candidate) => candidate.code === value.code);
        if (!line || !selection || !chosen || !product || !found) {
          fieldErrors[field] = 'ordering.unknown-characteristic';
          continue;
        }
        const characteristic = effectiveCharacteristic(found, product.offeringType);
        if (!characteristic.editable) {
          fieldErrors[field] = 'ordering.not-editable';
          continue;
        }
        const error = value.value.trim() === '' ? null : characteristicError(characteristic, value.value);
        if (error) {
          fieldErrors[field] = error.key;
          continue;
        }
        const key = valueKey(product.code, characteristic.code);
        const normalized = normalizeCharacteristicValue(characteristic, value.value);
        const stored =
          characteristic.code === CHARACTERISTIC_CODES.number && normalized
            ? toInternationalNumber(normalized)
            : normalized;
        await this.numberRules(
          tx,
          row,
          product,
          characteristic.code,
          selection.values[key] ?? '',
          stored,
          field,
        );
        if (stored === '') delete selection.values[key];
        else selection.values[key] = stored;
      }
      if (Object.keys(fieldErrors).length > 0) throw badRequest('Some values are not valid.', fieldErrors);
      assertNoDuplicateNumbers(
        lines.flatMap((line) => line.selections),
        values,
      );
      return lines;
    });
  }

  private async numberRules(
    db: Database,
    row: CartRow,
    product: CatalogueProduct,
    code: string,
    previous: string,
    next: string,
    field: string,
  ) {
    if (code !== CHARACTERISTIC_CODES.number || previous === next) return;
    const numbers = new NumberRanges(db);
    if (product.offeringType === 'NUMBER_PORT_IN') {
      if (next && (await isOurs(numbers, row.companyId, next)))
        throw fieldCode(
          'NUMBER_NOT_AVAILABLE_FOR_PORTIN',
          field,
          'The number is the company’s own or the operator’s.',
        );
      return;
    }
    const kind = numberKindOf(product.offeringType);
    if (!kind) return;
    if (previous) await numbers.release(row.companyId, row.code, [previous]);
    if (!next) return;
    const numberType = product.numberType ?? 'VOICE_POSTPAID';
    if (await numbers.reserve(kind, row.companyId, next, numberType, row.code)) return;
    const known = await numbers.find(kind, row.companyId, next);
    if (!known && kind === 'CSN')
      throw fieldCode(
        'NUMBER_NOT_FOUND_IN_CSN',
        field,
        'The number is not in the company’s number register.',
      );
    if (!known) throw fieldCode('NUMBER_NOT_FOUND', field, 'The number is not in the operator’s free range.');
    if (known.status === 'QUARANTINE')
      throw fieldCode('NUMBER_IN_QUARANTINE', field, 'The number is in quarantine.');
    if (known.numberType !== numberType)
      throw fieldCode('NUMBER_TYPES_DONT_MATCH', field, 'The number is of another type.');
    throw fieldCode('NUMBER_NOT_AVAILABLE', field, 'The number is not available.');
  }
}

/** §8 'Number used in more than one product': one number may be chosen once in a cart. */
function assertNoDuplicateNumbers(
  selections: { bundleNo: number; values: Record<string, string> }[],
  values: Value[],
) {
  const seen = new Map<string, string>();
  for (const selection of selections)
    for (const [key, number] of Object.entries(selection.values)) {
      if (!key.endsWith(`.${CHARACTERISTIC_CODES.number}`) || !number) continue;
      if (seen.has(number)) {
        const changed = values.find(
          (value) => value.code === CHARACTERISTIC_CODES.number && value.bundleNo === selection.bundleNo,
        );
        const field = changed
          ? characteristicField(changed.bundleNo, changed.productCode, changed.code)
          : 'number';
        throw badRequest(API_ERROR_TEXTS.numberDuplicate, { [field]: 'ordering.number-duplicate' });
      }
      seen.set(number, key);
    }
}
