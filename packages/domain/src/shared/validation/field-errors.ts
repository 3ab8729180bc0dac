/** §8 field errors and §5 constraint messages as translation keys, shared by server `fieldErrors` and forms. */
export const FIELD_ERROR_KEYS = {
  empty: 'validation.cannot-be-empty',
  emptyNumber: 'validation.cannot-be-empty-number',
  minLength: 'validation.min-length',
  maxLength: 'validation.max-length',
  minValue: 'validation.min-value',
  maxValue: 'validation.max-value',
  notANumber: 'validation.not-a-number',
  characterSet: 'validation.character-set',
  // §5 characterSet of a catalogue characteristic: the message names the character (params.character).
  latin1: 'validation.latin1',
  uuid: 'validation.uuid',
  // An upload of no bytes: said as such, not as a file of the wrong type.
  emptyFile: 'validation.file-empty',
  // A file name with a path or a control character (a backslash is a name's letter on Linux and macOS).
  fileName: 'validation.file-name',
  iccid: 'validation.iccid',
  email: 'validation.email',
  sipAddress: 'validation.sip-address',
  mobileWithCode: 'validation.mobile-with-code',
  mobileWithoutCode: 'validation.mobile-without-code',
  // A number taken in either form (a port-in's: 040… is read as +358 40…): the message names both.
  mobileEitherForm: 'validation.mobile-either-form',
  freeText: 'validation.free-text',
  name: 'validation.name',
  street: 'validation.street',
  city: 'validation.city',
  postalNumber: 'validation.postal-number',
  phone: 'validation.phone',
  businessId: 'validation.business-id',
  ovtCode: 'validation.ovt-code',
  personalId: 'validation.personal-id',
  imei: 'validation.imei',
  yesNo: 'validation.yes-no',
  choice: 'validation.choice',
  // A typed date that is no day (31.02., or not dd.mm.yyyy): the date field's own words.
  date: 'common.date.invalid',
  // A contract or price list published with a last day already gone by.
  validityEnded: 'validation.validity-ended',
  unknownUser: 'validation.unknown-user',
  unknownGroup: 'validation.unknown-group',
  placeOfDelivery: 'matsku.place-of-delivery-error',
  shipmentInvoiceReference: 'matsku.reference-shown-on-shipment-invoice-error',
  storeNumber: 'matsku.store-number-error',
  postNumber: 'matsku.post-number-error',
  shopCity: 'matsku.city-error',
  shopEmail: 'matsku.email-error',
  // §5 matsku cart: a quantity is whole packages of the product.
  quantityStep: 'matsku.quantity-step-error',
  // The operator's assortments: each has a name of its own.
  assortmentNameTaken: 'matsku.assortment-name-taken',
} as const;

export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[keyof typeof FIELD_ERROR_KEYS];

/** A translation key plus the values the message interpolates (limits, the offending character, products). */
export type FieldError = { key: FieldErrorKey; params?: Record<string, string | number> };
