import { isValidEmail, isValidSipAddress } from './email';
import { FIELD_ERROR_KEYS, type FieldError } from './field-errors';
import { isValidIccid } from './identifiers';
import { isValidPhoneNumber } from './phone';
import { isValidFreeText } from './text';
import { checkValueConstraints, parseDecimal, type ValueConstraintRule } from './value-constraints';

/** §5 field types of characteristics; cost centre values are deliberately not validated. */
export const CHARACTERISTIC_FIELD_TYPES = [
  'ICCID',
  'EMAIL',
  'SIP_ADDRESS',
  'MOBILE_WITH_CODE',
  'MOBILE_WITHOUT_CODE',
  'FREE_TEXT',
  'COST_CENTER',
] as const;

export type CharacteristicFieldType = (typeof CHARACTERISTIC_FIELD_TYPES)[number];

const FIELD_TYPE_RULES: Record<CharacteristicFieldType, [(value: string) => boolean, FieldError] | null> = {
  ICCID: [isValidIccid, { key: FIELD_ERROR_KEYS.iccid }],
  EMAIL: [isValidEmail, { key: FIELD_ERROR_KEYS.email }],
  SIP_ADDRESS: [isValidSipAddress, { key: FIELD_ERROR_KEYS.sipAddress }],
  MOBILE_WITH_CODE: [(v) => isValidPhoneNumber(v, 'withCode'), { key: FIELD_ERROR_KEYS.mobileWithCode }],
  MOBILE_WITHOUT_CODE: [
    (v) => isValidPhoneNumber(v, 'withoutCode'),
    { key: FIELD_ERROR_KEYS.mobileWithoutCode },
  ],
  FREE_TEXT: [isValidFreeText, { key: FIELD_ERROR_KEYS.freeText }],
  COST_CENTER: null,
};

export type CharacteristicValueRules = {
  mandatory: boolean;
  /** Numeric money fields (such as a top-up amount) treat zero as missing and have their own message. */
  money?: boolean;
  fieldType?: CharacteristicFieldType;
  rules?: readonly ValueConstraintRule[];
};

function mandatoryError(value: string, spec: CharacteristicValueRules): FieldError | null {
  if (spec.money) {
    const missing = value.trim() === '' || parseDecimal(value) === 0;
    return missing ? { key: FIELD_ERROR_KEYS.emptyNumber } : null;
  }
  return value.trim() === '' ? { key: FIELD_ERROR_KEYS.empty } : null;
}

/** §3, §5: a characteristic value's first error: mandatory, then its field type, then its value constraints. */
export function validateCharacteristicValue(
  value: string,
  spec: CharacteristicValueRules,
): FieldError | null {
  if (spec.mandatory) {
    const error = mandatoryError(value, spec);
    if (error) return error;
  }
  if (value.trim() === '') return null;
  const typeRule = spec.fieldType ? FIELD_TYPE_RULES[spec.fieldType] : null;
  if (typeRule && !typeRule[0](value)) return typeRule[1];
  return checkValueConstraints(value, spec.rules ?? []);
}

/** §5: Yes/No characteristic values: YES/Yes/Y → true, NO/No/N → false, anything else null. */
export function parseYesNo(value: string): boolean | null {
  if (['YES', 'Yes', 'Y'].includes(value)) return true;
  if (['NO', 'No', 'N'].includes(value)) return false;
  return null;
}
