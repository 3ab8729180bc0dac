import { describe, expect, it } from 'vitest';
import { orderLineDetails } from './order-line-details';

describe('an order line’s details as its page shows them', () => {
  it('leaves out the fulfilment’s references and empty values, keeping the order given', () => {
    expect(
      orderLineDetails({
        assetId: '00000000-0000-4000-8081-000000100009',
        serviceAction: 'repair-asset',
        serialNumber: 'AC1000942561',
        fault: 'Näyttö ei syty',
        targetSubscriptionId: '00000000-0000-4000-8080-000000100004',
        number: '+358401234567',
        costCenter: 'Hallinto',
        costCenterId: '00000000-0000-4000-8071-000000000001',
        payerAccountId: '00000000-0000-4000-8070-000000000001',
        contactPhone: ' ',
      }),
    ).toEqual([
      { code: 'serialNumber', kind: 'text', value: 'AC1000942561' },
      { code: 'fault', kind: 'text', value: 'Näyttö ei syty' },
      { code: 'number', kind: 'number', value: '+358401234567' },
      { code: 'costCenter', kind: 'text', value: 'Hallinto' },
    ]);
  });

  it('names a package change’s previous package as its customers know it, and keeps a code it does not know', () => {
    expect(orderLineDetails({ previousPackage: 'MOB_5G_1000' })).toEqual([
      { code: 'previousPackage', kind: 'text', value: 'Kaista Mobiili 5G 1000M' },
    ]);
    expect(orderLineDetails({ previousPackage: 'RETIRED_PLAN' })).toEqual([
      { code: 'previousPackage', kind: 'text', value: 'RETIRED_PLAN' },
    ]);
  });

  it('reads yes and no in §5’s spellings and lower case, days, and the values with texts of their own', () => {
    expect(
      orderLineDetails({
        warranty: 'no',
        ownerChange: 'Y',
        primaryNumber: 'YES',
        terminationDate: '2026-12-31',
        transferTime: '2026-12-08T09:00',
        suspensionKind: 'customerSuspend',
        fixedTermContract: '24',
      }),
    ).toEqual([
      { code: 'warranty', kind: 'yes-no', value: false },
      { code: 'ownerChange', kind: 'yes-no', value: true },
      { code: 'primaryNumber', kind: 'yes-no', value: true },
      { code: 'terminationDate', kind: 'date', value: '2026-12-31' },
      { code: 'transferTime', kind: 'date-time', value: '2026-12-08T09:00' },
      { code: 'suspensionKind', kind: 'choice', value: 'customerSuspend' },
      { code: 'fixedTermContract', kind: 'choice', value: '24' },
    ]);
  });

  it('keeps a value that is not what its kind expects as text', () => {
    expect(orderLineDetails({ warranty: 'maybe', terminationDate: 'soon', transferTime: 'asap' })).toEqual([
      { code: 'warranty', kind: 'text', value: 'maybe' },
      { code: 'terminationDate', kind: 'text', value: 'soon' },
      { code: 'transferTime', kind: 'text', value: 'asap' },
    ]);
  });
});
