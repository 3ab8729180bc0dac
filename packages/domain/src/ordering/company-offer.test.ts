import { describe, expect, it } from 'vitest';
import type { Bundle, BundleStructure, CatalogueProduct } from './catalogue';
import { changeProduct, startLine } from './bundle-rules';
import { offeredTo } from './company-offer';
import { BundleRuleError } from './product-rules';

const bundle = (originalId: string, codes: string[], over: Partial<Bundle> = {}): Bundle => ({
  originalId,
  name: originalId,
  parentId: 'PLAN',
  mainProductBundle: false,
  orderLevelSelection: false,
  displayPriority: 1,
  minItemsRequired: 0,
  maxItemsAllowed: 1,
  requiredProducts: [],
  childBundles: [],
  products: codes.map((code) => ({ code, defaultProduct: false })),
  ...over,
});
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

const structure: BundleStructure = {
  rootBundleTemplateId: 'MOBILE',
  name: 'Mobile',
  products: [
    product('M100', 'SUBSCRIPTION'),
    product('EU10', 'DATA_PACKAGE'),
    product('CERT', 'MOBILE_CERTIFICATE'),
  ],
  bundles: [
    bundle('PLAN', ['M100'], {
      parentId: null,
      mainProductBundle: true,
      minItemsRequired: 1,
      childBundles: ['DATA', 'CERT'],
    }),
    bundle('DATA', ['EU10']),
    bundle('CERT', ['CERT']),
  ],
  rules: [{ kind: 'REQUIRES', productCode: 'CERT', targetCode: 'M100' }],
};
const certificate = { bundleTemplateId: 'CERT', productCode: 'CERT' };

describe('offeredTo', () => {
  it('offers the mobile certificate to a company that activated the service', () => {
    const offered = offeredTo(structure, { mobileCertificate: true });
    expect(offered).toEqual(structure);
    expect(changeProduct(offered, startLine(offered, 'M100'), certificate, 'ADD')).toContainEqual(
      certificate,
    );
  });

  it('withholds it from one that has not, its bundle and rules with it, so choosing it is an unknown product', () => {
    const offered = offeredTo(structure, { mobileCertificate: false });
    expect(offered.bundles.map((b) => b.originalId)).toEqual(['PLAN', 'DATA']);
    expect(offered.bundles[0]!.childBundles).toEqual(['DATA']);
    expect(offered.products.map((p) => p.code)).toEqual(['M100', 'EU10']);
    expect(offered.rules).toEqual([]);
    const choose = () => changeProduct(offered, startLine(offered, 'M100'), certificate, 'ADD');
    expect(choose).toThrow(new BundleRuleError('UNKNOWN_PRODUCT'));
  });
});
