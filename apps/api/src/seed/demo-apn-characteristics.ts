import type { DemoCharacteristic } from './demo-catalogue-data';

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
    standardEntries: [{ apnName: 'internet', apnType: 'PUBLIC' }],
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
