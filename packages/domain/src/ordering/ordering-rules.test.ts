import { describe, expect, it } from 'vitest';
import type { BundleStructure, Characteristic } from './catalogue';
import { testBundle as bundle } from './test-catalogue';
import { bundleIssues, changeProduct, chosenLine, choiceType, isPrefilled, startLine } from './bundle-rules';
import { BundleRuleError, assertProductRules, brokenRule } from './product-rules';
import { characteristicError, effectiveCharacteristic, parseYesNo } from './characteristic-rules';
import { pickB2bCart, requiresManualCheck } from './cart-rules';
import { commitmentCents, priceTotals } from './prices';
import { numberRangeWarning, toInternationalNumber } from './number-rules';
import { withQuantity } from './cart-document';
import { ADDRESS_REQUIRED, addressRefusal, INSTALLATION_ADDRESS } from './broadband';

const structure: BundleStructure = {
  rootBundleTemplateId: 'MOBILE',
  name: 'Mobile',
  products: [],
  bundles: [
    bundle({
      originalId: 'PLAN',
      parentId: null,
      mainProductBundle: true,
      minItemsRequired: 1,
      products: [
        { code: 'M100', defaultProduct: false },
        { code: 'MUNL', defaultProduct: false },
      ],
    }),
    bundle({
      originalId: 'NUMBER',
      minItemsRequired: 1,
      products: [
        { code: 'NEW', defaultProduct: true },
        { code: 'PORT', defaultProduct: false },
      ],
    }),
    bundle({
      originalId: 'DATA',
      requiredProducts: ['M100'],
      products: [{ code: 'EU10', defaultProduct: true }],
    }),
    bundle({
      originalId: 'BARRING',
      maxItemsAllowed: 3,
      products: [
        { code: 'B1', defaultProduct: false },
        { code: 'B2', defaultProduct: false },
      ],
    }),
  ],
  rules: [],
};

/** The same structure with a third barring and the catalogue's three kinds of rule between the products. */
const withRules: BundleStructure = {
  ...structure,
  bundles: structure.bundles.map((b) =>
    b.originalId === 'BARRING'
      ? { ...b, products: [...b.products, { code: 'B3', defaultProduct: false }] }
      : b,
  ),
  rules: [
    { kind: 'EXCLUDES', productCode: 'B1', targetCode: 'EU10' },
    { kind: 'REQUIRES', productCode: 'B2', targetCode: 'PORT' },
    { kind: 'MODIFIES', productCode: 'B3', targetCode: 'B1' },
  ],
};
const codes = (chosen: { productCode: string }[]) => chosen.map((p) => p.productCode).sort();

describe('catalogue rules: restrictions, prerequisites and modifications', () => {
  const barring = (productCode: string) => ({ bundleTemplateId: 'BARRING', productCode });
  const ruleOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof BundleRuleError
        ? [error.reason, error.rule?.productCode, error.rule?.targetCode]
        : error;
    }
    return null;
  };

  it('refuses a product its line’s other product excludes, either way round', () => {
    const line = startLine(withRules, 'M100');
    expect(ruleOf(() => changeProduct(withRules, line, barring('B1'), 'ADD'))).toEqual([
      'INCOMPATIBLE',
      'B1',
      'EU10',
    ]);
    const withoutData = changeProduct(withRules, startLine(withRules, 'MUNL'), barring('B1'), 'ADD');
    expect(codes(withoutData)).toEqual(['B1', 'MUNL', 'NEW']);
    // Changing to M100 brings EU10 as its default, which B1 excludes.
    expect(
      ruleOf(() =>
        changeProduct(withRules, withoutData, { bundleTemplateId: 'PLAN', productCode: 'M100' }, 'CHANGE'),
      ),
    ).toEqual(['INCOMPATIBLE', 'B1', 'EU10']);
  });

  it('takes a product only with its prerequisite, and keeps the prerequisite while it is needed', () => {
    const line = startLine(withRules, 'MUNL');
    expect(ruleOf(() => changeProduct(withRules, line, barring('B2'), 'ADD'))).toEqual([
      'PREREQUISITE',
      'B2',
      'PORT',
    ]);
    const ported = changeProduct(
      withRules,
      line,
      { bundleTemplateId: 'NUMBER', productCode: 'PORT' },
      'CHANGE',
    );
    const both = changeProduct(withRules, ported, barring('B2'), 'ADD');
    expect(codes(both)).toEqual(['B2', 'MUNL', 'PORT']);
    expect(
      ruleOf(() =>
        changeProduct(withRules, both, { bundleTemplateId: 'NUMBER', productCode: 'NEW' }, 'CHANGE'),
      ),
    ).toEqual(['PREREQUISITE', 'B2', 'PORT']);
    // A line built in steps is checked once at its end: the prerequisite may come after what needs it.
    const stepwise = changeProduct(withRules, line, barring('B2'), 'ADD', false);
    expect(() => assertProductRules(withRules, stepwise)).toThrow(BundleRuleError);
    expect(() =>
      assertProductRules(
        withRules,
        changeProduct(
          withRules,
          stepwise,
          { bundleTemplateId: 'NUMBER', productCode: 'PORT' },
          'CHANGE',
          false,
        ),
      ),
    ).not.toThrow();
  });

  it('a product that comes in takes out the product it modifies', () => {
    const line = changeProduct(withRules, startLine(withRules, 'MUNL'), barring('B1'), 'ADD');
    expect(codes(changeProduct(withRules, line, barring('B3'), 'ADD'))).toEqual(['B3', 'MUNL', 'NEW']);
    expect(brokenRule(withRules, line)).toBeNull();
  });
});

describe('§4 bundle rules', () => {
  it('adds the main product with the default products of the child bundles it brings', () => {
    expect(codes(startLine(structure, 'M100'))).toEqual(['EU10', 'M100', 'NEW']);
    expect(codes(startLine(structure, 'MUNL'))).toEqual(['MUNL', 'NEW']);
  });

  it('a change replaces the previous choice and drops child bundles that needed it', () => {
    const line = startLine(structure, 'M100');
    const changed = changeProduct(
      structure,
      line,
      { bundleTemplateId: 'PLAN', productCode: 'MUNL' },
      'CHANGE',
    );
    expect(codes(changed)).toEqual(['MUNL', 'NEW']);
    const back = changeProduct(
      structure,
      changed,
      { bundleTemplateId: 'PLAN', productCode: 'M100' },
      'CHANGE',
    );
    expect(codes(back)).toEqual(['EU10', 'M100', 'NEW']);
  });

  it('adds and removes in a multi value bundle within its min and max items', () => {
    const line = startLine(structure, 'MUNL');
    const one = changeProduct(structure, line, { bundleTemplateId: 'BARRING', productCode: 'B1' }, 'ADD');
    const two = changeProduct(structure, one, { bundleTemplateId: 'BARRING', productCode: 'B2' }, 'ADD');
    expect(codes(two)).toEqual(['B1', 'B2', 'MUNL', 'NEW']);
    expect(
      codes(changeProduct(structure, two, { bundleTemplateId: 'BARRING', productCode: 'B1' }, 'REMOVE')),
    ).toEqual(['B2', 'MUNL', 'NEW']);
    expect(() =>
      changeProduct(structure, two, { bundleTemplateId: 'NUMBER', productCode: 'NEW' }, 'REMOVE'),
    ).toThrow(BundleRuleError);
  });

  it('an add or change fills only the child bundles it opens: a default the user took out stays out', () => {
    const withoutData = changeProduct(
      withRules,
      startLine(withRules, 'M100'),
      { bundleTemplateId: 'DATA', productCode: 'EU10' },
      'REMOVE',
    );
    const barred = changeProduct(
      withRules,
      withoutData,
      { bundleTemplateId: 'BARRING', productCode: 'B1' },
      'ADD',
    );
    expect(codes(barred)).toEqual(['B1', 'M100', 'NEW']);
    const ported = changeProduct(
      withRules,
      barred,
      { bundleTemplateId: 'NUMBER', productCode: 'PORT' },
      'CHANGE',
    );
    expect(codes(ported)).toEqual(['B1', 'M100', 'PORT']);
  });

  it('a line of the product page holds the main product and exactly what was chosen with it', () => {
    const chosen = [
      { bundleTemplateId: 'NUMBER', productCode: 'PORT' },
      { bundleTemplateId: 'BARRING', productCode: 'B2' },
    ];
    expect(codes(chosenLine(withRules, 'M100', chosen))).toEqual(['B2', 'M100', 'PORT']);
    expect(codes(chosenLine(withRules, 'M100', [...chosen, chosen[0]!]))).toEqual(['B2', 'M100', 'PORT']);
    const refusal = (products: { bundleTemplateId: string; productCode: string }[]) => () =>
      chosenLine(withRules, 'MUNL', products);
    expect(refusal([{ bundleTemplateId: 'NUMBER', productCode: 'EU10' }])).toThrow('UNKNOWN_PRODUCT');
    expect(refusal([{ bundleTemplateId: 'DATA', productCode: 'EU10' }])).toThrow('NOT_APPLICABLE');
    expect(refusal([{ bundleTemplateId: 'PLAN', productCode: 'M100' }])).toThrow('MAX_ITEMS');
    expect(refusal([{ bundleTemplateId: 'BARRING', productCode: 'B2' }])).toThrow('PREREQUISITE');
  });

  it('refuses a product the bundle does not offer and a bundle the choice does not allow', () => {
    const line = startLine(structure, 'MUNL');
    expect(() =>
      changeProduct(structure, line, { bundleTemplateId: 'PLAN', productCode: 'EU10' }, 'CHANGE'),
    ).toThrow('UNKNOWN_PRODUCT');
    expect(() =>
      changeProduct(structure, line, { bundleTemplateId: 'DATA', productCode: 'EU10' }, 'ADD'),
    ).toThrow('NOT_APPLICABLE');
  });

  it('reports bundles below their minimum', () => {
    expect(bundleIssues(structure, [{ bundleTemplateId: 'PLAN', productCode: 'MUNL' }])).toEqual([
      { bundleTemplateId: 'NUMBER', reason: 'MIN_ITEMS' },
    ]);
    expect(bundleIssues(structure, startLine(structure, 'M100'))).toEqual([]);
  });

  it('single value for max one item, multi value otherwise; pre-filled when every product is a required default', () => {
    expect(choiceType(structure.bundles[1]!)).toBe('SINGLE_VALUE');
    expect(choiceType(structure.bundles[3]!)).toBe('MULTI_VALUE');
    expect(
      isPrefilled(
        bundle({ originalId: 'SIM', minItemsRequired: 1, products: [{ code: 'S', defaultProduct: true }] }),
      ),
    ).toBe(true);
    expect(isPrefilled(structure.bundles[1]!)).toBe(false);
  });
});

const characteristic = (over: Partial<Characteristic>): Characteristic => ({
  code: 'x',
  name: 'x',
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
const ruled = (validationRule: Characteristic['valueConstraints']['validationRule'], mandatory = true) =>
  characteristic({ mandatory, valueConstraints: { ...characteristic({}).valueConstraints, validationRule } });

describe('§5 characteristic validation', () => {
  it('checks ICCIDs, SIP addresses, phone numbers, names and free text by their field type', () => {
    expect(characteristicError(ruled('ICCID'), '8935805123456789012')).toBeNull();
    expect(characteristicError(ruled('ICCID'), '8935 8051 2345 6789 012')).toBeNull();
    expect(characteristicError(ruled('ICCID'), '12345')?.key).toBe('validation.iccid');
    expect(characteristicError(ruled('SIP_ADDRESS'), 'sip:+358401234567@vaihde.kaista.fi')).toBeNull();
    expect(characteristicError(ruled('SIP_ADDRESS'), 'matti.meikalainen@aurora.fi')).toBeNull();
    expect(characteristicError(ruled('SIP_ADDRESS'), 'sip:matti@')?.key).toBe('validation.sip-address');
    expect(characteristicError(ruled('MOBILE_WITH_CODE'), '+358 40 123 4567')).toBeNull();
    expect(characteristicError(ruled('MOBILE_WITH_CODE'), '040 123 4567')?.key).toBe(
      'validation.mobile-with-code',
    );
    expect(characteristicError(ruled('NAME'), 'Anna-Liisa Virtanen')).toBeNull();
    expect(characteristicError(ruled('NAME'), 'Anna <b>')?.key).toBe('validation.name');
    expect(characteristicError(ruled('FREE_TEXT'), '   ')?.key).toBe('validation.cannot-be-empty');
  });

  it('empty mandatory values are errors, with the number message for numbers and zero', () => {
    expect(characteristicError(ruled('NAME'), '')?.key).toBe('validation.cannot-be-empty');
    expect(characteristicError(ruled('NAME', false), '')).toBeNull();
    const money = characteristic({ type: 'NUMBER', mandatory: true });
    expect(characteristicError(money, '')?.key).toBe('validation.cannot-be-empty-number');
    expect(characteristicError(money, '0')?.key).toBe('validation.cannot-be-empty-number');
  });

  it('applies the constraint kinds: lengths, values and the ISO-8859-1 character set naming the character', () => {
    const limited = characteristic({
      valueConstraints: { ...characteristic({}).valueConstraints, minLength: 2, maxLength: 5 },
    });
    expect(characteristicError(limited, 'a')?.key).toBe('validation.min-length');
    expect(characteristicError(limited, 'abcdef')).toEqual({
      key: 'validation.max-length',
      params: { max: 5 },
    });
    expect(characteristicError(limited, 'a€')).toEqual({
      key: 'validation.latin1',
      params: { character: '€' },
    });
    const amount = characteristic({
      type: 'NUMBER',
      valueConstraints: { ...characteristic({}).valueConstraints, minValue: 5, maxValue: 50 },
    });
    expect(characteristicError(amount, '51')?.key).toBe('validation.max-value');
    expect(characteristicError(amount, 'kymmenen')?.key).toBe('validation.not-a-number');
  });

  it('recognises Yes/No as YES/Yes/Y and NO/No/N only', () => {
    expect(['YES', 'Yes', 'Y'].map(parseYesNo)).toEqual([true, true, true]);
    expect(['NO', 'No', 'N'].map(parseYesNo)).toEqual([false, false, false]);
    expect(parseYesNo('yes')).toBeNull();
    expect(characteristicError(characteristic({ type: 'YES_NO' }), 'kyllä')?.key).toBe('validation.yes-no');
  });

  it('port-in makes the number and its contacts mandatory; primary components are NO and fixed', () => {
    const contact = characteristic({ code: 'contactName' });
    expect(effectiveCharacteristic(contact, 'NUMBER_PORT_IN').mandatory).toBe(true);
    expect(effectiveCharacteristic(contact, 'NUMBER_NEW').mandatory).toBe(false);
    expect(effectiveCharacteristic(characteristic({ code: 'primaryNumber' }), 'NUMBER_NEW')).toMatchObject({
      defaultValue: 'NO',
      editable: false,
    });
  });
});

describe('carts, prices and numbers', () => {
  it('§4 prefers the active B2B cart without an order type, else the first such cart', () => {
    const cart = (
      code: string,
      active: boolean,
      channel: 'B2B' | 'PARTNER_PORTAL' = 'B2B',
      orderType: string | null = null,
    ) => ({
      code,
      active,
      channel,
      orderType,
    });
    expect(pickB2bCart([cart('a', false), cart('b', true)])?.code).toBe('b');
    expect(pickB2bCart([cart('a', true, 'PARTNER_PORTAL'), cart('b', false)])?.code).toBe('b');
    expect(
      pickB2bCart([cart('a', true, 'B2B', 'CHANGE'), cart('b', false, 'B2B', 'EXTERNAL_ACTION')])?.code,
    ).toBe('b');
    expect(pickB2bCart([cart('a', true, 'PARTNER_PORTAL')])).toBeNull();
  });

  it('adds prices in integer cents and formats them with two decimals', () => {
    const monthly = {
      valueCents: 2990,
      currencyIso: 'EUR' as const,
      billingType: 'RECURRING' as const,
      unit: 'MONTH' as const,
      termPeriod: null,
    };
    const once = { ...monthly, valueCents: 1, billingType: 'ONE_TIME' as const, unit: 'ONE' as const };
    expect(priceTotals([monthly, once], 3)).toEqual({ oneTimeCents: 3, monthlyCents: 8970 });
    expect(commitmentCents([{ ...monthly, termPeriod: { amount: 12, unit: 'MONTH' } }], 2)).toBe(71760);
  });

  it('needs a manual credit check only above the limit', () => {
    expect(requiresManualCheck(1000, 1000)).toBe(false);
    expect(requiresManualCheck(1001, 1000)).toBe(true);
  });

  it('§4 number range warnings and the stored number form', () => {
    expect(numberRangeWarning(3, 5)).toBe('NOT_ENOUGH_NUMBERS');
    expect(numberRangeWarning(12, 5)).toBe('ALMOST_EXHAUSTED');
    expect(numberRangeWarning(40, 1)).toBeNull();
    expect(toInternationalNumber('040 123 4567')).toBe('+358401234567');
  });

  it('a larger quantity adds empty selections, a smaller one drops the newest', () => {
    const line = {
      orderlineBundleNo: 1,
      rootBundleTemplateId: 'MOBILE',
      products: [],
      selections: [{ bundleNo: 2, values: { 'NEW.number': '+358401' } }],
    };
    const more = withQuantity(line, 3, 7);
    expect(more.line.selections.map((s) => s.bundleNo)).toEqual([2, 7, 8]);
    const fewer = withQuantity(more.line, 1, 9);
    expect(fewer.dropped.map((s) => s.bundleNo)).toEqual([7, 8]);
  });
});

describe('a fixed line is ordered for an address (issue 10)', () => {
  const fixed = { characteristics: [{ code: INSTALLATION_ADDRESS }, { code: 'contactPhone' }] };
  it('refuses a product that keeps an installation address when no address is given', () => {
    expect(addressRefusal(fixed, undefined)).toEqual({ addressId: ADDRESS_REQUIRED });
    expect(addressRefusal(fixed, '00000000-0000-4000-8081-000000001012')).toBeNull();
  });
  it('asks no address of other products', () => {
    expect(addressRefusal({ characteristics: [{ code: 'number' }] }, undefined)).toBeNull();
    expect(addressRefusal(undefined, undefined)).toBeNull();
  });
});
