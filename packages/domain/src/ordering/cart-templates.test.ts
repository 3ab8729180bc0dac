import { describe, expect, it } from 'vitest';
import { templateLines, templateNameKey, templateNameTaken } from './cart-templates';

describe('cart template names', () => {
  it('are the same name whatever their case and spacing', () => {
    expect(templateNameKey('  Uuden   MYYJÄN paketti ')).toBe('uuden myyjän paketti');
    expect(templateNameTaken(['Uuden myyjän paketti', 'Kuljettaja'], 'uuden  myyjän PAKETTI')).toBe(true);
  });

  it('are free when no template of the company has them', () => {
    expect(templateNameTaken([], 'Kuljettaja')).toBe(false);
    expect(templateNameTaken(['Kuljettaja'], 'Kuljettajan paketti')).toBe(false);
  });
});

describe('template lines', () => {
  it('keep the products and quantities but none of the values or composite rows of one order', () => {
    const line = {
      orderlineBundleNo: 1,
      rootBundleTemplateId: 'MOBILE_VOICE',
      products: [{ bundleTemplateId: 'MV_PLAN', productCode: 'MOB_5G_300' }],
      selections: [
        {
          bundleNo: 2,
          values: { 'MOB_5G_300.userName': 'Anna Virtanen' },
          composites: { 'MOB_5G_300.apnList': [{ apnName: 'aurora.corp' }] },
        },
      ],
    };
    expect(templateLines([line])).toEqual([{ ...line, selections: [{ bundleNo: 2, values: {} }] }]);
  });
});
