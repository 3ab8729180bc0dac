import { describe, expect, it } from 'vitest';
import { portInPoaRefusal } from '../ordering/port-in-poa';
import { cartDetailsOf } from '../ordering/cart-details';
import { preorderCheck, preorderPoaRefusal } from '../ordering/preorder-check';
import { poaResultRefusal, poaStatusOn, poaValidityRefusal } from './poa';

const TODAY = '2026-11-28';

describe('§4 power-of-attorney results, shared by a service’s and a port-in’s (decision 018)', () => {
  it('reads a pending or signed one past its last day as EXPIRED, a rejected one as REJECTED', () => {
    expect(poaStatusOn('PENDING', '2026-11-28', TODAY)).toBe('PENDING');
    expect(poaStatusOn('SIGNED', '2026-11-27', TODAY)).toBe('EXPIRED');
    expect(poaStatusOn('REJECTED', '2026-11-27', TODAY)).toBe('REJECTED');
  });

  it('accepts a validity from today up to a year ahead', () => {
    expect(poaValidityRefusal('2026-11-27', TODAY)).toBe('POA_EXPIRED');
    expect(poaValidityRefusal('2026-11-28', TODAY)).toBeNull();
    expect(poaValidityRefusal('2027-11-28', TODAY)).toBeNull();
    expect(poaValidityRefusal('2027-11-29', TODAY)).toBe('POA_INVALID');
  });

  it('takes a signing result only for a pending one, a signed paper only with the holder’s code', () => {
    const poa = {
      status: 'PENDING' as const,
      validUntil: '2026-12-31',
      holderPersonalIdMasked: '131052-****',
    };
    expect(poaResultRefusal(poa, { result: 'SIGNED', holderPersonalId: '131052-308T' }, TODAY)).toBeNull();
    expect(poaResultRefusal(poa, { result: 'SIGNED', holderPersonalId: '010190-123M' }, TODAY)).toBe(
      'POA_SSN_MISMATCH',
    );
    expect(poaResultRefusal({ ...poa, status: 'SIGNED' }, { result: 'REJECTED' }, TODAY)).toBe('POA_SIGNED');
    expect(poaResultRefusal({ ...poa, validUntil: '2026-11-01' }, { result: 'REJECTED' }, TODAY)).toBe(
      'POA_EXPIRED',
    );
  });
});

describe('§4 port-in with the owner change needs the holder’s signed power of attorney', () => {
  const number = '+358407650101';
  const signed = { status: 'SIGNED' as const, validUntil: '2026-12-31', number };

  it('needs none without the owner change, and a signed, valid one for the same number with it', () => {
    expect(portInPoaRefusal({ ownerChange: false, number }, null, TODAY)).toBeNull();
    expect(portInPoaRefusal({ ownerChange: true, number }, null, TODAY)).toBe('POA_NOT_FOUND');
    expect(portInPoaRefusal({ ownerChange: true, number }, signed, TODAY)).toBeNull();
    expect(portInPoaRefusal({ ownerChange: true, number: '+358407650102' }, signed, TODAY)).toBe(
      'POA_NOT_FOUND',
    );
    expect(portInPoaRefusal({ ownerChange: true, number }, { ...signed, status: 'PENDING' }, TODAY)).toBe(
      'POA_PENDING',
    );
    expect(portInPoaRefusal({ ownerChange: true, number }, { ...signed, status: 'REJECTED' }, TODAY)).toBe(
      'POA_REJECTED',
    );
    expect(
      portInPoaRefusal({ ownerChange: true, number }, { ...signed, validUntil: '2026-11-01' }, TODAY),
    ).toBe('POA_EXPIRED');
  });

  it('is a CONTENTS error of the pre-order check at the port-in’s field, named by its POA_* code', () => {
    const result = preorderCheck(
      {
        salesBan: false,
        lineCount: 1,
        issues: [],
        details: cartDetailsOf(null),
        payerKnown: false,
        needsDelivery: false,
        portInPoas: [{ field: '2.NUM_PORT.poaId', refusal: 'POA_PENDING' }],
      },
      ['CONTENTS'],
    );
    expect(result.overall).toBe('FAILURE');
    expect(result.actions[0]!.errors).toEqual([
      { field: '2.NUM_PORT.poaId', code: 'POA_PENDING', key: 'error.poa-pending' },
    ]);
    expect(preorderPoaRefusal(result)).toBe('POA_PENDING');
  });
});
