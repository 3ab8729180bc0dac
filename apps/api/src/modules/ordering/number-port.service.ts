import {
  PORT_IN_CODES,
  TRANSFER_HOURS,
  characteristicError,
  earliestTransferDate,
  effectiveCharacteristic,
  isValidTransferTime,
  latestTransferDate,
  lineOfBundle,
  numberPortOf,
  numberPortValues,
  toInternationalNumber,
  type BundleStructure,
  type CartLine,
  type CatalogueProduct,
  type NumberPortInput,
  type NumberPorts,
  withSelectionValues,
} from '@kaista/domain/ordering';
import { API_ERROR_TEXTS } from '@kaista/domain/shared/api';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import type { Database } from '../../db/client';
import { apiError, badRequest, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { structuresOf } from './cart-access';
import type { CartsService } from './carts.service';
import { isOurs, NumberRanges } from './number-ranges';
import type { PortInPoaService } from './port-in-poa.service';

type Expected = number | undefined;

/** The port-in product a line has chosen, if any (§4: the number bundle's port-in choice). */
export function portInProduct(structure: BundleStructure | undefined, line: CartLine) {
  return structure?.products.find(
    (product) =>
      product.offeringType === 'NUMBER_PORT_IN' &&
      line.products.some((chosen) => chosen.productCode === product.code),
  );
}

/**
 * §7 /numberport: the port-ins of a cart's selections. §4: port-in adds the owner-change field and makes the
 * number, the contact name, the contact phone and the signer mandatory; each is checked by its product's
 * characteristic rules (§5). The number must not already be the company's own (§8
 * NUMBER_NOT_AVAILABLE_FOR_PORTIN) nor ported twice in the cart, and the transfer time must be a working day's
 * office hour in the porting window (§8 INVALID_TRANSFER_TIME). The values are the selection's, so the order
 * carries them.
 */
export class NumberPortService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartsService,
    private readonly portInPoas: PortInPoaService,
  ) {}

  async list(access: CompanyAccess, uid: string, code: string, now: Date): Promise<NumberPorts> {
    const row = await this.carts.get(access, uid, code);
    const structures = await structuresOf(
      this.db,
      row.lines.map((line) => line.rootBundleTemplateId),
    );
    const poas = await this.portInPoas.states(this.db, row, structures);
    const numberPorts = row.lines.flatMap((line) => {
      const structure = structures.get(line.rootBundleTemplateId);
      const product = portInProduct(structure, line);
      if (!product) return [];
      return line.selections.map((selection) => ({
        bundleNo: selection.bundleNo,
        orderlineBundleNo: line.orderlineBundleNo,
        productCode: product.code,
        name: structure!.name,
        ...numberPortOf(selection.values, product.code),
        poa: poas.get(selection.bundleNo) ?? { required: false, poa: null, refusal: null },
      }));
    });
    return {
      numberPorts,
      earliestTransferDate: earliestTransferDate(now),
      latestTransferDate: latestTransferDate(now),
      transferHours: [...TRANSFER_HOURS],
    };
  }

  set(
    access: CompanyAccess,
    uid: string,
    code: string,
    port: NumberPortInput,
    expected: Expected,
    now: Date,
  ) {
    return this.carts.write(access, uid, code, expected, async (row, tx) => {
      const line = lineOfBundle(row.lines, port.bundleNo);
      if (!line) throw notFound('Bundle');
      const structures = await structuresOf(tx, [line.rootBundleTemplateId]);
      const product = portInProduct(structures.get(line.rootBundleTemplateId), line);
      if (!product) throw apiError('ILLEGAL_STATE', 'The selection does not port a number in.');
      const number = port.number ? toInternationalNumber(port.number) : '';
      const values = { ...port, number };
      const fieldErrors = fieldProblems(product, values);
      if (Object.keys(fieldErrors).length > 0)
        throw badRequest('Some port-in fields are not valid.', fieldErrors);
      if (!isValidTransferTime(port.transferTime, now))
        throw apiError('INVALID_TRANSFER_TIME', 'The transfer time is not a possible one.', 'transferTime');
      if (await isOurs(new NumberRanges(tx), row.companyId, number))
        throw apiError(
          'NUMBER_NOT_AVAILABLE_FOR_PORTIN',
          'The number is the company’s own or the operator’s.',
          'number',
        );
      const twice = row.lines.some((other) =>
        other.selections.some(
          (selection) =>
            selection.bundleNo !== port.bundleNo &&
            Object.entries(selection.values).some(
              ([key, value]) => key.endsWith(`.${PORT_IN_CODES.number}`) && value === number,
            ),
        ),
      );
      if (twice) throw badRequest(API_ERROR_TEXTS.numberDuplicate, { number: 'ordering.number-duplicate' });
      const prefix = `${product.code}.`;
      const isPortInKey = (key: string) =>
        key.startsWith(prefix) && Object.values(PORT_IN_CODES).includes(key.slice(prefix.length) as never);
      return withSelectionValues(row.lines, port.bundleNo, (saved) => ({
        ...Object.fromEntries(Object.entries(saved).filter(([key]) => !isPortInKey(key))),
        ...numberPortValues(values, product.code),
      }));
    });
  }
}

/** The §4/§5 problems of the port-in's fields, keyed by the body's field names. */
function fieldProblems(product: CatalogueProduct, port: Omit<NumberPortInput, 'bundleNo'>) {
  const fieldErrors: Record<string, string> = {};
  const fields = {
    [PORT_IN_CODES.number]: port.number,
    [PORT_IN_CODES.contactName]: port.contactName,
    [PORT_IN_CODES.contactPhone]: port.contactPhone,
    [PORT_IN_CODES.signer]: port.signer,
  };
  for (const [code, value] of Object.entries(fields)) {
    // §4: mandatory whatever the catalogue says; the product's characteristic gives the value's rule.
    const found = product.characteristics.find((characteristic) => characteristic.code === code);
    const error =
      value === ''
        ? { key: FIELD_ERROR_KEYS.empty }
        : found && characteristicError(effectiveCharacteristic(found, product.offeringType), value);
    if (error) fieldErrors[code] = readsEitherForm(code, error.key);
  }
  return fieldErrors;
}

/** The ported number is read in its national form too (toInternationalNumber), so its error names both forms. */
function readsEitherForm(code: string, key: string) {
  return code === PORT_IN_CODES.number && key === FIELD_ERROR_KEYS.mobileWithCode
    ? FIELD_ERROR_KEYS.mobileEitherForm
    : key;
}
