import { describe, expect, it } from 'vitest';
import {
  bundleChoiceType,
  defaultProductCodes,
  isPrefilledBundle,
  type BundleTemplate,
} from './bundle-template';
import { groupOrderLines } from './order-lines';
import { addProductToBundle, changeProductInBundle, removeProductFromBundle } from './product-change';

const bundle = (
  originalId: string,
  min: number,
  max: number,
  products: [string, boolean][],
  extra: Partial<BundleTemplate> = {},
): BundleTemplate => ({
  originalId,
  minItemsRequired: min,
  maxItemsAllowed: max,
  products: products.map(([code, defaultProduct]) => ({ code, defaultProduct })),
  ...extra,
});

describe('bundle pre-fill and choice type (§4)', () => {
  it.each<[string, BundleTemplate, boolean]>([
    [
      'all defaults, min = max = count',
      bundle('b', 2, 2, [
        ['a', true],
        ['b', true],
      ]),
      true,
    ],
    [
      'one not default',
      bundle('b', 2, 2, [
        ['a', true],
        ['b', false],
      ]),
      false,
    ],
    [
      'min differs from max',
      bundle('b', 1, 2, [
        ['a', true],
        ['b', true],
      ]),
      false,
    ],
    [
      'count differs',
      bundle('b', 1, 1, [
        ['a', true],
        ['b', true],
      ]),
      false,
    ],
    ['zero items', bundle('b', 0, 0, []), false],
    ['single default', bundle('b', 1, 1, [['a', true]]), true],
  ])('prefilled: %s', (_name, b, expected) => {
    expect(isPrefilledBundle(b)).toBe(expected);
  });

  it.each([
    [1, 'single'],
    [2, 'multi'],
    [0, 'multi'],
  ] as const)('max %d items -> %s', (max, expected) => {
    expect(bundleChoiceType({ maxItemsAllowed: max })).toBe(expected);
  });

  it('preselects the defaults', () => {
    expect(
      defaultProductCodes(
        bundle('b', 0, 3, [
          ['a', true],
          ['b', false],
          ['c', true],
        ]),
      ),
    ).toEqual(['a', 'c']);
  });
});

describe('groupOrderLines (§4)', () => {
  it('groups by orderlineBundleNo in first-appearance order; quantity is the selection count', () => {
    const selections = [
      { bundleNo: 1, orderlineBundleNo: 10 },
      { bundleNo: 2, orderlineBundleNo: 20 },
      { bundleNo: 3, orderlineBundleNo: 10 },
      { bundleNo: 4, orderlineBundleNo: 10 },
    ];
    expect(
      groupOrderLines(selections).map((l) => [
        l.orderlineBundleNo,
        l.quantity,
        l.selections.map((s) => s.bundleNo),
      ]),
    ).toEqual([
      [10, 3, [1, 3, 4]],
      [20, 1, [2]],
    ]);
  });

  it('gives no lines for no selections', () => {
    expect(groupOrderLines([])).toEqual([]);
  });
});

describe('product change in a bundle (§4)', () => {
  const deviceOptions = bundle(
    'options',
    0,
    2,
    [
      ['case', true],
      ['charger', true],
      ['insurance', false],
    ],
    {
      requiredProducts: ['phoneA'],
      childBundles: [bundle('extended', 0, 1, [['ext', true]], { requiredProducts: ['case'] })],
    },
  );
  const generic = bundle('generic', 0, 1, [['strap', true]], { requiredProducts: ['phoneA', 'phoneB'] });
  const root = bundle(
    'devices',
    1,
    1,
    [
      ['phoneA', false],
      ['phoneB', false],
    ],
    { childBundles: [deviceOptions, generic] },
  );
  const structure = [root];

  it.each([
    [
      'adding adds defaults of child bundles requiring it, downwards',
      {},
      'phoneA',
      {
        devices: ['phoneA'],
        options: ['case', 'charger'],
        extended: ['ext'],
        generic: ['strap'],
      },
    ],
    ['adding a product no child requires', {}, 'phoneB', { devices: ['phoneB'], generic: ['strap'] }],
    [
      'adding twice keeps one',
      { devices: ['phoneB'] },
      'phoneB',
      { devices: ['phoneB'], generic: ['strap'] },
    ],
  ])('add: %s', (_name, start, code, expected) => {
    expect(addProductToBundle(structure, start, 'devices', code)).toEqual(expected);
  });

  it('change replaces the selection and drops child bundles needing the old product', () => {
    const start = { devices: ['phoneA'], options: ['case'], extended: ['ext'], generic: ['strap'] };
    expect(changeProductInBundle(structure, start, 'devices', 'phoneB')).toEqual({
      devices: ['phoneB'],
      generic: ['strap'],
    });
  });

  it('change keeps child bundles that the new product also satisfies', () => {
    const start = { devices: ['phoneB'], generic: ['strap'] };
    expect(changeProductInBundle(structure, start, 'devices', 'phoneA')).toEqual({
      devices: ['phoneA'],
      generic: ['strap'],
    });
  });

  it('remove takes only the product out', () => {
    const start = { devices: ['phoneA'], options: ['case', 'charger'] };
    expect(removeProductFromBundle(start, 'options', 'case')).toEqual({
      devices: ['phoneA'],
      options: ['charger'],
    });
  });
});
