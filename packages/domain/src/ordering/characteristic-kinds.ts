/** §3 characteristic types: how a value is entered. */
export const CHARACTERISTIC_TYPES = ['TEXT', 'CHOICE', 'YES_NO', 'NUMBER'] as const;
export type CharacteristicType = (typeof CHARACTERISTIC_TYPES)[number];

/** §5 field types a characteristic is validated as; none for a cost centre. */
export const VALIDATION_RULES = [
  'ICCID',
  'EMAIL',
  'SIP_ADDRESS',
  'MOBILE_WITH_CODE',
  'MOBILE_WITHOUT_CODE',
  'PHONE',
  'NAME',
  'FREE_TEXT',
  'YES_NO',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

/** §4 characteristic codes the order rules know by name (the order-item attribute keys of §3). */
export const CHARACTERISTIC_CODES = {
  number: 'number',
  iccid: 'ICCID',
  ownerChange: 'ownerChange',
  contactName: 'contactName',
  contactPhone: 'contactPhone',
  signer: 'signer',
  primaryNumber: 'primaryNumber',
} as const;
