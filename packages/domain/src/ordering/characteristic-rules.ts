import { FIELD_ERROR_KEYS, type FieldError } from '../shared/validation/field-errors';
import { isValidEmail, isValidSipAddress } from '../shared/validation/email';
import { isValidIccid } from '../shared/validation/identifiers';
import { isValidPhoneNumber, stripWhiteSpace } from '../shared/validation/phone';
import { isValidFreeText, isValidName, outsideLatin1 } from '../shared/validation/text';
import type { Characteristic } from './catalogue';
import { CHARACTERISTIC_CODES, type ValidationRule } from './characteristic-kinds';
import type { OfferingType } from './order-categories';

const YES = ['YES', 'Yes', 'Y'];
const NO = ['NO', 'No', 'N'];

/** §5: Yes/No is recognised as YES/Yes/Y and NO/No/N; anything else is not a Yes/No value. */
export function parseYesNo(value: string): boolean | null {
  if (YES.includes(value.trim())) return true;
  return NO.includes(value.trim()) ? false : null;
}

const RULE_CHECKS: Record<ValidationRule, [(value: string) => boolean, FieldError['key']]> = {
  ICCID: [isValidIccid, FIELD_ERROR_KEYS.iccid],
  EMAIL: [isValidEmail, FIELD_ERROR_KEYS.email],
  SIP_ADDRESS: [isValidSipAddress, FIELD_ERROR_KEYS.sipAddress],
  MOBILE_WITH_CODE: [(v) => isValidPhoneNumber(v, 'withCode'), FIELD_ERROR_KEYS.mobileWithCode],
  MOBILE_WITHOUT_CODE: [(v) => isValidPhoneNumber(v, 'withoutCode'), FIELD_ERROR_KEYS.mobileWithoutCode],
  PHONE: [(v) => isValidPhoneNumber(v, 'optionalPlus'), FIELD_ERROR_KEYS.phone],
  NAME: [isValidName, FIELD_ERROR_KEYS.name],
  FREE_TEXT: [isValidFreeText, FIELD_ERROR_KEYS.freeText],
  YES_NO: [(v) => parseYesNo(v) !== null, FIELD_ERROR_KEYS.yesNo],
};

/** §4: port-in makes the number, contact name, contact phone and signer mandatory. */
const PORT_IN_MANDATORY: readonly string[] = [
  CHARACTERISTIC_CODES.number,
  CHARACTERISTIC_CODES.contactName,
  CHARACTERISTIC_CODES.contactPhone,
  CHARACTERISTIC_CODES.signer,
];
/** §4: primary number and primary device components default to NO and are not editable. */
const PRIMARY_COMPONENTS: readonly string[] = [CHARACTERISTIC_CODES.primaryNumber, 'primaryDevice'];

/** A characteristic as it applies to one product: the §4 rules of port-in and primary components applied. */
export function effectiveCharacteristic(
  characteristic: Characteristic,
  offeringType: OfferingType,
): Characteristic {
  if (PRIMARY_COMPONENTS.includes(characteristic.code))
    return { ...characteristic, defaultValue: 'NO', editable: false };
  if (offeringType === 'NUMBER_PORT_IN' && PORT_IN_MANDATORY.includes(characteristic.code))
    return { ...characteristic, mandatory: true };
  return characteristic;
}

function numberError(characteristic: Characteristic, value: string): FieldError | null {
  if (!/^-?\d+$/.test(value)) return { key: FIELD_ERROR_KEYS.notANumber };
  const amount = Number(value);
  // §5: a mandatory money field left at zero is as empty as one left blank.
  if (characteristic.mandatory && amount === 0) return { key: FIELD_ERROR_KEYS.emptyNumber };
  const { minValue, maxValue } = characteristic.valueConstraints;
  if (minValue !== null && amount < minValue)
    return { key: FIELD_ERROR_KEYS.minValue, params: { min: minValue } };
  if (maxValue !== null && amount > maxValue)
    return { key: FIELD_ERROR_KEYS.maxValue, params: { max: maxValue } };
  return null;
}

function textError(characteristic: Characteristic, value: string): FieldError | null {
  const { minLength, maxLength, validationRule, values } = characteristic.valueConstraints;
  const character = outsideLatin1(value);
  if (character !== null) return { key: FIELD_ERROR_KEYS.latin1, params: { character } };
  if (minLength !== null && value.length < minLength)
    return { key: FIELD_ERROR_KEYS.minLength, params: { min: minLength } };
  if (maxLength !== null && value.length > maxLength)
    return { key: FIELD_ERROR_KEYS.maxLength, params: { max: maxLength } };
  if (characteristic.type === 'CHOICE' && !values.some((choice) => choice.code === value))
    return { key: FIELD_ERROR_KEYS.choice };
  const rule = characteristic.type === 'YES_NO' ? 'YES_NO' : validationRule;
  if (!rule) return null;
  const [check, key] = RULE_CHECKS[rule];
  return check(value) ? null : { key };
}

/** Phone numbers and ICCIDs are compared and stored without their white space (§5). */
export function normalizeCharacteristicValue(characteristic: Characteristic, value: string): string {
  const rule = characteristic.valueConstraints.validationRule;
  const spaced = rule === 'ICCID' || rule?.startsWith('MOBILE') || rule === 'PHONE';
  return spaced ? stripWhiteSpace(value) : value.trim();
}

/**
 * §5: one characteristic value checked against its constraints: empty mandatory values (a separate message
 * for numbers, zero included), the characterSet, lengths, values, choices and the field type's rule.
 */
export function characteristicError(
  characteristic: Characteristic,
  raw: string | null | undefined,
): FieldError | null {
  const value = raw === null || raw === undefined ? '' : normalizeCharacteristicValue(characteristic, raw);
  if (value === '') {
    if (!characteristic.mandatory) return null;
    return { key: characteristic.type === 'NUMBER' ? FIELD_ERROR_KEYS.emptyNumber : FIELD_ERROR_KEYS.empty };
  }
  return characteristic.type === 'NUMBER'
    ? numberError(characteristic, value)
    : textError(characteristic, value);
}
