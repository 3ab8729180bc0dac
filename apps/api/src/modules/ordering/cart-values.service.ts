import {
  CHARACTERISTIC_CODES,
  characteristicError,
  characteristicField,
  normalizeCharacteristicValue,
  toInternationalNumber,
  valueKey,
  type CharacteristicValues,
} from '@kaista/domain/ordering';
import { badRequest } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { structuresOf } from './cart-access';
import { setComposites } from './cart-composites';
import { assertUniqueValues, valueRules } from './cart-value-rules';
import { findValueTarget } from './cart-value-target';
import type { CartsService } from './carts.service';

/**
 * §5 characteristic values of a cart's selections: each checked by its rules, then a changed number or SIM
 * card against the database (cart-value-rules); a number or SIM card is chosen once in a cart. A composite's
 * rows are set as a whole (cart-composites). All values of a call are saved together or none is.
 */
export class CartValuesService {
  constructor(private readonly carts: CartsService) {}

  set(
    access: CompanyAccess,
    uid: string,
    code: string,
    { values, compositeValues }: CharacteristicValues,
    expected: number | undefined,
  ) {
    return this.carts.write(access, uid, code, expected, async (row, tx) => {
      const structures = await structuresOf(
        tx,
        row.lines.map((line) => line.rootBundleTemplateId),
      );
      const fieldErrors: Record<string, string> = {};
      const lines = structuredClone(row.lines);
      for (const value of values) {
        const field = characteristicField(value.bundleNo, value.productCode, value.code);
        const target = findValueTarget(lines, structures, value);
        if (!target || target.characteristic.composite) {
          fieldErrors[field] = 'ordering.unknown-characteristic';
          continue;
        }
        const { selection, product, characteristic } = target;
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
        await valueRules(tx, row, product, characteristic.code, selection.values[key] ?? '', stored, field);
        if (stored === '') delete selection.values[key];
        else selection.values[key] = stored;
      }
      setComposites(lines, structures, compositeValues, fieldErrors);
      if (Object.keys(fieldErrors).length > 0) throw badRequest('Some values are not valid.', fieldErrors);
      assertUniqueValues(
        lines.flatMap((line) => line.selections),
        values,
      );
      return lines;
    });
  }
}
