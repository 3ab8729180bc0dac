import type { DemoCharacteristic } from './demo-catalogue-data';

/** The 5G subscriptions, which come with an APN list. */
export const APN_PRODUCTS = ['MOB_5G_100', 'MOB_5G_300', 'MOB_5G_1000'];
const STANDARD_APN = { apnName: 'internet', apnType: 'PUBLIC' };

/**
 * The APNs of the i-th demo subscription, as if ordered: the standard one on every 5G subscription, and the
 * company's own private APN on every fifth of them.
 */
export function demoServiceApns(packageCode: string, i: number, companyApn: string) {
  if (!APN_PRODUCTS.includes(packageCode)) return [];
  const standard = { name: STANDARD_APN.apnName, type: STANDARD_APN.apnType };
  return i % 5 === 0 ? [standard, { name: companyApn, type: 'PRIVATE' }] : [standard];
}

/**
 * A mobile subscription's APN list (§3 composite entries): the standard APN, 'internet', comes with every
 * subscription and stays as it is; the orderer may add the company's own APNs below it, up to four in all.
 */
export const apnCharacteristics = (product: string): DemoCharacteristic[] => [
  {
    product,
    code: 'apnList',
    name: 'APN-yhteydet',
    type: 'TEXT',
    maxEntries: 4,
    standardEntries: [STANDARD_APN],
    priority: 5,
  },
  {
    product,
    parent: 'apnList',
    code: 'apnName',
    name: 'APN-nimi',
    type: 'TEXT',
    mandatory: true,
    rule: 'FREE_TEXT',
    maxLength: 63,
    priority: 1,
  },
  {
    product,
    parent: 'apnList',
    code: 'apnType',
    name: 'APN-tyyppi',
    type: 'CHOICE',
    mandatory: true,
    defaultValue: 'PRIVATE',
    choices: [
      { code: 'PUBLIC', name: 'Julkinen' },
      { code: 'PRIVATE', name: 'Yksityinen' },
    ],
    priority: 2,
  },
];
