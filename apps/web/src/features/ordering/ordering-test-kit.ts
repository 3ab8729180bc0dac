import type {
  Cart,
  CartCharacteristic,
  CartDetails,
  Characteristic,
  PayerChoices,
} from '@kaista/domain/ordering';
import { testUser } from '../../test/test-users';

export const AURORA = '100001';
export const CART_CODE = 'c0ffee00-0000-4000-8000-00000000000a';
export const PAYER_ID = '00000000-0000-4000-8070-000000000001';
export const POOL_ID = '00000000-0000-4000-8071-000000000002';

/**
 * A company user who may order (§6 new order: FECompositeWriteOrder) but may not read the billing agreements
 * or the cost centres: the payer is chosen from the cart's own choices.
 */
export const ORDERER = testUser(
  [],
  [{ uid: AURORA, roles: ['ServiceManagerUser'], permissions: ['FECompositeWriteOrder'] }],
);

export const NO_DETAILS: CartDetails = {
  payer: null,
  deliveryInfo: null,
  endUser: null,
  contacts: [],
  partyRoles: [],
};

/** A cart with one phone (shipped, so the order needs a delivery address), in the contract's shape. */
export function phoneCart(version = 1, details: Partial<CartDetails> = {}): Cart {
  const price = {
    valueCents: 96900,
    currencyIso: 'EUR' as const,
    billingType: 'ONE_TIME' as const,
    unit: 'ONE' as const,
    termPeriod: null,
  };
  return {
    code: CART_CODE,
    channel: 'B2B',
    active: true,
    version,
    totalItems: 1,
    lines: [
      {
        orderlineBundleNo: 1,
        rootBundleTemplateId: 'DEVICE',
        name: 'Laite',
        quantity: 1,
        products: [
          {
            code: 'IPHONE_16_128',
            name: 'iPhone 16 128 Gt',
            offeringType: 'DEVICE',
            bundleTemplateId: 'DEVICE_MAIN',
            prices: [price],
          },
        ],
        selections: [{ bundleNo: 2, characteristics: [] }],
        totals: { oneTimeCents: 96900, monthlyCents: 0 },
      },
    ],
    totals: { oneTimeCents: 96900, monthlyCents: 0 },
    issues: [],
    details: { ...NO_DETAILS, ...details },
    needsDelivery: true,
  };
}

/** The cart's payer choices (§7 GET …/carts/{cart}/payers): Aurora's billing agreement and cost centre. */
export const AURORA_CHOICES: PayerChoices = {
  payers: [{ uid: PAYER_ID, number: '0007000001', name: 'Aurora Logistics Oy' }],
  costCentres: [{ id: POOL_ID, name: 'Myynti' }],
};

export const page = <T>(items: T[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  offset: 0,
  pageSize: 100,
});

/** An editable text characteristic of the catalogue with no constraints, changed by `over`. */
export const textCharacteristic = (over: Partial<Characteristic>): Characteristic => ({
  code: 'number',
  name: 'Numero',
  type: 'TEXT',
  mandatory: false,
  editable: true,
  visible: true,
  displayPriority: 1,
  defaultValue: null,
  valueConstraints: {
    values: [],
    validationRule: null,
    minLength: null,
    maxLength: null,
    minValue: null,
    maxValue: null,
  },
  ...over,
});

/** The same characteristic on a cart line: its product and no value yet, changed by `over`. */
export const cartCharacteristic = (over: Partial<CartCharacteristic>): CartCharacteristic => ({
  ...textCharacteristic({}),
  productCode: 'NUM_NEW',
  value: null,
  ...over,
});

/**
 * A subscription's APN list (§3 composite entries) on a cart line: the standard APN 'internet', at most
 * `maxEntries` rows, an APN name (§5 free text, mandatory) and type (a choice, PRIVATE by default) a row.
 */
export const apnCharacteristic = (entries: Record<string, string>[], maxEntries = 4): CartCharacteristic =>
  cartCharacteristic({
    productCode: 'MOB_5G_300',
    code: 'apnList',
    name: 'APNs',
    value: null,
    entries,
    composite: {
      maxEntries,
      standardEntries: [{ apnName: 'internet', apnType: 'PUBLIC' }],
      componentCharacteristics: [
        textCharacteristic({
          code: 'apnName',
          name: 'APN name',
          mandatory: true,
          valueConstraints: { ...textCharacteristic({}).valueConstraints, validationRule: 'FREE_TEXT' },
        }),
        textCharacteristic({
          code: 'apnType',
          name: 'APN type',
          type: 'CHOICE',
          mandatory: true,
          defaultValue: 'PRIVATE',
          valueConstraints: {
            ...textCharacteristic({}).valueConstraints,
            values: [
              { code: 'PUBLIC', name: 'Public' },
              { code: 'PRIVATE', name: 'Private' },
            ],
          },
        }),
      ],
    },
  });

/** A cart with nothing to port in (§7 GET …/numberport). */
export const NO_PORTS = {
  numberPorts: [],
  earliestTransferDate: '2026-11-30',
  latestTransferDate: '2027-02-23',
  transferHours: [],
};

/** A delivery address the details step takes as it is. */
export const ADDRESS = {
  recipient: 'Anna Virtanen',
  street: 'Satamakatu 12',
  postalNumber: '00160',
  city: 'Helsinki',
  country: 'FI',
  phone: '',
  email: '',
};
