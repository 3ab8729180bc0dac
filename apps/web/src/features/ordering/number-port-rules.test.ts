import { describe, expect, it } from 'vitest';
import {
  portInCodes,
  type Bundle,
  type BundleStructure,
  type Cart,
  type CatalogueProduct,
} from '@kaista/domain/ordering';
import { joinTime, numberedLines, portInBundle, splitTime } from './number-port-rules';
import { phoneCart } from './ordering-test-kit';

const product = (code: string, offeringType: CatalogueProduct['offeringType']): CatalogueProduct => ({
  code,
  name: code,
  description: '',
  offeringType,
  category: 'subscriptions',
  imageUrl: null,
  prices: [],
  numberType: null,
  stock: null,
  characteristics: [],
});

const bundle = (originalId: string, codes: string[]): Bundle => ({
  originalId,
  name: originalId,
  parentId: null,
  mainProductBundle: false,
  orderLevelSelection: false,
  displayPriority: 0,
  minItemsRequired: 1,
  maxItemsAllowed: 1,
  requiredProducts: [],
  childBundles: [],
  products: codes.map((code) => ({ code, defaultProduct: false })),
});

/** The phone cart with a second line: a subscription whose number is the given product. */
function withNumberLine(code: string, offeringType: 'NUMBER_NEW' | 'NUMBER_PORT_IN'): Cart {
  const cart = phoneCart();
  const line = {
    ...cart.lines[0]!,
    orderlineBundleNo: 3,
    products: [{ code, name: code, offeringType, bundleTemplateId: 'MV_NUMBER', prices: [] }],
  };
  return { ...cart, lines: [...cart.lines, line] };
}

describe('number port rules', () => {
  it('splits a stored transfer time into date and hour and joins them back', () => {
    expect(splitTime('2026-12-01T09:00')).toEqual({ date: '2026-12-01', hour: '09:00' });
    expect(splitTime('')).toEqual({ date: '', hour: '' });
    expect(joinTime('2026-12-01', '13:00')).toBe('2026-12-01T13:00');
    expect(joinTime('', '13:00')).toBe('');
  });

  it('finds the bundle that offers a port-in as the number bundle', () => {
    const structure: BundleStructure = {
      rootBundleTemplateId: 'MOBILE_VOICE',
      name: 'Mobile',
      bundles: [bundle('MV_SIM', ['SIM']), bundle('MV_NUMBER', ['NUM_NEW', 'NUM_PORT'])],
      products: [
        product('SIM', 'SIM'),
        product('NUM_NEW', 'NUMBER_NEW'),
        product('NUM_PORT', 'NUMBER_PORT_IN'),
      ],
      rules: [],
    };
    expect(portInBundle(structure)?.originalId).toBe('MV_NUMBER');
    expect(portInBundle({ ...structure, bundles: [structure.bundles[0]!] })).toBeUndefined();
  });

  it('lists the lines that take a number, and the codes that port one in', () => {
    expect(numberedLines(phoneCart())).toEqual([]);
    const fresh = withNumberLine('NUM_NEW', 'NUMBER_NEW');
    expect(numberedLines(fresh).map((line) => line.orderlineBundleNo)).toEqual([3]);
    expect([...portInCodes(fresh)]).toEqual([]);
    expect([...portInCodes(withNumberLine('NUM_PORT', 'NUMBER_PORT_IN'))]).toEqual(['NUM_PORT']);
  });
});
