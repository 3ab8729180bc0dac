import { CART_QUANTITY_MAX, type BundleStructure, type CatalogueProduct } from '@kaista/domain/ordering';
import { describe, expect, it } from 'vitest';
import { quantityMax, replacingRule, ruleTargets } from './product-choice-rules';

const product = (code: string, name: string): CatalogueProduct => ({
  code,
  name,
  description: '',
  offeringType: 'DATA_PACKAGE',
  category: 'subscriptions',
  imageUrl: null,
  prices: [],
  numberType: null,
  stock: null,
  characteristics: [],
});

const STRUCTURE: BundleStructure = {
  rootBundleTemplateId: 'MOBILE_DATA',
  name: 'Data',
  bundles: [],
  products: [product('DATA_10', 'Data 10'), product('DATA_50', 'Data 50'), product('ROAM', 'Roaming')],
  rules: [
    { kind: 'MODIFIES', productCode: 'DATA_50', targetCode: 'DATA_10' },
    { kind: 'EXCLUDES', productCode: 'DATA_50', targetCode: 'ROAM' },
    { kind: 'EXCLUDES', productCode: 'DATA_50', targetCode: 'UNKNOWN' },
  ],
};

const chosen = (...codes: string[]) => codes.map((productCode) => ({ bundleTemplateId: 'PKG', productCode }));

describe('product choice rules', () => {
  it('names the product a choice took out by its modification, and none when it stayed or was not there', () => {
    expect(replacingRule(STRUCTURE, chosen('DATA_10'), chosen('DATA_50'), 'DATA_50')?.targetCode).toBe(
      'DATA_10',
    );
    expect(
      replacingRule(STRUCTURE, chosen('DATA_10'), chosen('DATA_10', 'DATA_50'), 'DATA_50'),
    ).toBeUndefined();
    expect(replacingRule(STRUCTURE, chosen(), chosen('DATA_50'), 'DATA_50')).toBeUndefined();
  });

  it('lists a product’s rules by kind with the names of their targets (the code of one not described)', () => {
    expect(ruleTargets(STRUCTURE, 'DATA_50')).toEqual([
      { kind: 'EXCLUDES', names: 'Roaming, UNKNOWN' },
      { kind: 'MODIFIES', names: 'Data 10' },
    ]);
    expect(ruleTargets(STRUCTURE, 'ROAM')).toEqual([]);
  });

  it('bounds the quantity by the stock now, else the catalogue’s, between 1 and the cart’s maximum', () => {
    expect(quantityMax(3, 40)).toBe(3);
    expect(quantityMax(undefined, 40)).toBe(Math.min(40, CART_QUANTITY_MAX));
    expect(quantityMax(0, 40)).toBe(1);
    expect(quantityMax(undefined, null)).toBe(CART_QUANTITY_MAX);
  });
});
