import {
  CHARACTERISTIC_CODES,
  characteristicField,
  numberKindOf,
  type CatalogueProduct,
  type CharacteristicValues,
} from '@kaista/domain/ordering';
import { isOperatorIccid } from '@kaista/domain/services';
import { API_ERROR_TEXTS } from '@kaista/domain/shared/api';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { services } from '../../db/schema';
import { apiError, badRequest } from '../../http-errors';
import type { CartRow } from './carts.repo';
import { isOurs, NumberRanges } from './number-ranges';

type Value = CharacteristicValues['values'][number];
type Selection = { bundleNo: number; values: Record<string, string> };

/** One changed value's checks against the database: the number's range (decision 011) or the SIM card. */
export async function valueRules(
  db: Database,
  row: CartRow,
  product: CatalogueProduct,
  code: string,
  previous: string,
  next: string,
  field: string,
) {
  if (previous === next) return;
  if (code === CHARACTERISTIC_CODES.number) await numberRules(db, row, product, previous, next, field);
  if (code === CHARACTERISTIC_CODES.iccid && next) await iccidRules(db, next, field);
}

/**
 * §8 a customer's own SIM card: the operator must know the card (its prefix and check digit), and no
 * subscription may have it already; found here rather than when the order fails at fulfilment.
 */
async function iccidRules(db: Database, iccid: string, field: string) {
  if (!isOperatorIccid(iccid))
    throw apiError('ICCID_UNKNOWN', 'The ICCID is not one of the operator’s SIM cards.', field);
  const [inUse] = await db
    .select({ one: sql`1` })
    .from(services)
    .where(eq(services.iccid, iccid))
    .limit(1);
  if (inUse) throw apiError('ICCID_NOT_AVAILABLE', 'The SIM card is another subscription’s.', field);
}

/** A new or CSN number is reserved from its range, the one it replaces released; a port-in is neither's. */
async function numberRules(
  db: Database,
  row: CartRow,
  product: CatalogueProduct,
  previous: string,
  next: string,
  field: string,
) {
  const numbers = new NumberRanges(db);
  if (product.offeringType === 'NUMBER_PORT_IN') {
    if (next && (await isOurs(numbers, row.companyId, next)))
      throw apiError(
        'NUMBER_NOT_AVAILABLE_FOR_PORTIN',
        'The number is the company’s own or the operator’s.',
        field,
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
    throw apiError('NUMBER_NOT_FOUND_IN_CSN', 'The number is not in the company’s number register.', field);
  if (!known) throw apiError('NUMBER_NOT_FOUND', 'The number is not in the operator’s free range.', field);
  if (known.status === 'QUARANTINE')
    throw apiError('NUMBER_IN_QUARANTINE', 'The number is in quarantine.', field);
  if (known.numberType !== numberType)
    throw apiError('NUMBER_TYPES_DONT_MATCH', 'The number is of another type.', field);
  throw apiError('NUMBER_NOT_AVAILABLE', 'The number is not available.', field);
}

/**
 * The field of a value of `code` that another selection of the cart holds too: of the two selections, the one
 * the call changed (so the error shows where the user typed), else the code alone. Null when each is once.
 */
function repeatedField(selections: Selection[], values: Value[], code: string): string | null {
  const holder = new Map<string, number>();
  for (const selection of selections)
    for (const [key, value] of Object.entries(selection.values)) {
      if (!key.endsWith(`.${code}`) || !value) continue;
      const first = holder.get(value);
      if (first === undefined) {
        holder.set(value, selection.bundleNo);
        continue;
      }
      const changed = values.find(
        (v) => v.code === code && (v.bundleNo === selection.bundleNo || v.bundleNo === first),
      );
      return changed ? characteristicField(changed.bundleNo, changed.productCode, changed.code) : code;
    }
  return null;
}

/** §8 'Number used in more than one product', and an ICCID not unique: each is chosen once in a cart. */
export function assertUniqueValues(selections: Selection[], values: Value[]) {
  const number = repeatedField(selections, values, CHARACTERISTIC_CODES.number);
  if (number) throw badRequest(API_ERROR_TEXTS.numberDuplicate, { [number]: 'ordering.number-duplicate' });
  const iccid = repeatedField(selections, values, CHARACTERISTIC_CODES.iccid);
  if (iccid) throw apiError('ICCID_NOT_UNIQUE', 'The same SIM card is in two lines of the cart.', iccid);
}
