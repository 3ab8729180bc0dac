import { describe, expect, it } from 'vitest';
import type { BundleStructure } from './catalogue';
import { changeProduct, startLine } from './bundle-rules';
import { offeredTo, withheldOfferingTypes } from './company-offer';
import { BundleRuleError } from './product-rules';
import { testBundle, testProduct } from './test-catalogue';

const offering = (...codes: string[]) => codes.map((code) => ({ code, defaultProduct: false }));

const structure: BundleStructure = {
  rootBundleTemplateId: 'MOBILE',
  name: 'Mobile',
  products: [
    testProduct('M100', 'SUBSCRIPTION'),
    testProduct('EU10', 'DATA_PACKAGE'),
    testProduct('CERT', 'MOBILE_CERTIFICATE'),
  ],
  bundles: [
    testBundle({
      originalId: 'PLAN',
      parentId: null,
      mainProductBundle: true,
      minItemsRequired: 1,
      childBundles: ['DATA', 'CERT'],
      products: offering('M100'),
    }),
    testBundle({ originalId: 'DATA', products: offering('EU10') }),
    testBundle({ originalId: 'CERT', products: offering('CERT') }),
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

describe('withheldOfferingTypes', () => {
  it('withholds the mobile certificate until the company has activated the service', () => {
    expect(withheldOfferingTypes({ mobileCertificate: false })).toEqual(['MOBILE_CERTIFICATE']);
    expect(withheldOfferingTypes({ mobileCertificate: true })).toEqual([]);
  });
});
