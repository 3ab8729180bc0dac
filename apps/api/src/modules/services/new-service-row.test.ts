import { describe, expect, it } from 'vitest';
import type { OrderedItem } from './completed-order';
import { newServiceRows, type CatalogueRow } from './new-service-row';

const catalogue = new Map<string, CatalogueRow>([
  ['MOB_PUHE', { code: 'MOB_PUHE', category: 'mobile', rootTemplateId: 'MOBILE_VOICE', numberType: null }],
  ['NUM_NEW', { code: 'NUM_NEW', category: 'number', rootTemplateId: null, numberType: 'VOICE_POSTPAID' }],
]);

/** A selection of a Kaista Puhe line: the subscription and its number, with the user given for it. */
const selection = (bundleNo: number, userName: string, number: string): OrderedItem[] => [
  {
    orderlineBundleNo: 1,
    bundleNo,
    productCode: 'MOB_PUHE',
    productName: 'Kaista Puhe',
    offeringType: 'SUBSCRIPTION',
    monthlyCents: 990,
    characteristics: { userName },
    compositeValues: {},
  },
  {
    orderlineBundleNo: 1,
    bundleNo,
    productCode: 'NUM_NEW',
    productName: 'Uusi numero',
    offeringType: 'NUMBER_NEW',
    monthlyCents: 0,
    characteristics: { number },
    compositeValues: {},
  },
];

describe('newServiceRows', () => {
  it('makes one service per selection of an order line, each with its own user, number and price', () => {
    const order = {
      companyId: 'c',
      orderId: 'o',
      orderNumber: 4100001,
      orderType: 'NEW',
      billing: { payerId: null, costPoolId: null },
      items: [...selection(2, 'Testi Yksi', '0507000100'), ...selection(3, 'Testi Kaksi', '0507000101')],
    };
    const rows = newServiceRows(order, catalogue);
    expect(
      rows.map(({ userName, number, monthlyPriceCents, packageName }) => ({
        userName,
        number,
        monthlyPriceCents,
        packageName,
      })),
    ).toEqual([
      { userName: 'Testi Yksi', number: '+358507000100', monthlyPriceCents: 990, packageName: 'Kaista Puhe' },
      {
        userName: 'Testi Kaksi',
        number: '+358507000101',
        monthlyPriceCents: 990,
        packageName: 'Kaista Puhe',
      },
    ]);
  });

  it('leaves a subscription whose SIM card goes by post NEW, for its holder to activate; a card with an ICCID or an eSIM is ACTIVE', () => {
    const sim = (bundleNo: number, offeringType: 'SIM' | 'ESIM', iccid?: string): OrderedItem => ({
      orderlineBundleNo: 1,
      bundleNo,
      productCode: offeringType === 'SIM' ? 'SIM_CARD' : 'ESIM',
      productName: offeringType,
      offeringType,
      monthlyCents: 0,
      characteristics: iccid ? { ICCID: iccid } : {},
      compositeValues: {},
    });
    const order = {
      companyId: 'c',
      orderId: 'o',
      orderNumber: 4100002,
      orderType: 'NEW',
      billing: { payerId: null, costPoolId: null },
      items: [
        ...selection(2, 'Postitse', '0507000102'),
        sim(2, 'SIM'),
        ...selection(3, 'Oma kortti', '0507000103'),
        sim(3, 'SIM', '8935801000000000012'),
        ...selection(4, 'eSIM', '0507000104'),
        sim(4, 'ESIM'),
      ],
    };
    expect(
      newServiceRows(order, catalogue).map(({ userName, status, iccid }) => [userName, status, iccid]),
    ).toEqual([
      ['Postitse', 'NEW', null],
      ['Oma kortti', 'ACTIVE', '8935801000000000012'],
      ['eSIM', 'ACTIVE', null],
    ]);
  });
});

describe('newServiceRows add-ons', () => {
  it('lists the mobile certificate ordered with a subscription among its add-ons, beside its data package', () => {
    const addOn = (productCode: string, productName: string, offeringType: string): OrderedItem => ({
      orderlineBundleNo: 1,
      bundleNo: 2,
      productCode,
      productName,
      offeringType,
      monthlyCents: 150,
      characteristics: {},
      compositeValues: {},
    });
    const order = {
      companyId: 'c',
      orderId: 'o',
      orderNumber: 4100003,
      orderType: 'NEW',
      billing: { payerId: null, costPoolId: null },
      items: [
        ...selection(2, 'Testi Yksi', '0507000100'),
        addOn('DATA_EU_10', 'EU-datapaketti 10 Gt', 'DATA_PACKAGE'),
        addOn('MOBILE_CERT', 'Mobiilivarmenne', 'MOBILE_CERTIFICATE'),
      ],
    };
    expect(newServiceRows(order, catalogue)[0]!.addOns).toEqual([
      { code: 'DATA_EU_10', name: 'EU-datapaketti 10 Gt' },
      { code: 'MOBILE_CERT', name: 'Mobiilivarmenne' },
    ]);
  });
});
