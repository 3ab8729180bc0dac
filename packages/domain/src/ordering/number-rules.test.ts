import { describe, expect, it } from 'vitest';
import { numberRanges, type NumberResource } from './number-resources';
import {
  NUMBER_RANGE_WARNING_LEVELS,
  numberKindOf,
  numberQuarantineEnd,
  numberRangeWarning,
} from './number-rules';

const resource = (kind: 'NEW' | 'CSN', number: string | null = null): NumberResource => ({
  orderlineBundleNo: 1,
  bundleNo: 2,
  productCode: kind === 'CSN' ? 'NUM_CSN' : 'NUM_NEW',
  lineName: 'Kaista Puhe',
  numberType: 'VOICE_POSTPAID',
  kind,
  number,
  endUser: null,
});

describe('number kinds and the §4 range warnings (decision 011)', () => {
  it('takes new numbers from the operator’s range and CSN numbers from the register; a port-in from neither', () => {
    expect(numberKindOf('NUMBER_NEW')).toBe('NEW');
    expect(numberKindOf('NUMBER_CSN')).toBe('CSN');
    expect(numberKindOf('NUMBER_PORT_IN')).toBeNull();
    expect(numberKindOf('SUBSCRIPTION')).toBeNull();
  });

  it('makes a short register an info while the operator’s spare numbers cover it, else an error', () => {
    expect(numberRangeWarning(2, 5, { spare: 3 })).toBe('NOT_ENOUGH_CSN_NUMBERS');
    expect(NUMBER_RANGE_WARNING_LEVELS[numberRangeWarning(2, 5, { spare: 3 })!]).toBe('info');
    expect(numberRangeWarning(2, 5, { spare: 2 })).toBe('NOT_ENOUGH_NUMBERS');
    expect(numberRangeWarning(2, 5)).toBe('NOT_ENOUGH_NUMBERS');
    expect(numberRangeWarning(12, 5, { spare: 0 })).toBe('ALMOST_EXHAUSTED');
    expect(numberRangeWarning(40, 1, { spare: 0 })).toBeNull();
  });

  it('weighs each kind’s open numbers against its own range; the operator’s new numbers come first', () => {
    const resources = [resource('NEW'), resource('NEW', '+358507000100'), resource('CSN'), resource('CSN')];
    const free = { NEW: 3, CSN: 1 };
    expect(numberRanges(resources, (kind) => free[kind])).toEqual([
      { numberType: 'VOICE_POSTPAID', kind: 'NEW', available: 3, needed: 1, warning: 'ALMOST_EXHAUSTED' },
      // The register lacks one; the operator's range has 2 left after the cart's own new number.
      {
        numberType: 'VOICE_POSTPAID',
        kind: 'CSN',
        available: 1,
        needed: 2,
        warning: 'NOT_ENOUGH_CSN_NUMBERS',
      },
    ]);
    expect(numberRanges(resources, (kind) => (kind === 'NEW' ? 1 : 0))[1]).toMatchObject({
      kind: 'CSN',
      warning: 'NOT_ENOUGH_NUMBERS',
    });
  });

  it('keeps an ended service’s number out of use for 90 days from the day it ended, across a leap day', () => {
    expect(numberQuarantineEnd('2026-11-28').toISOString()).toBe('2027-02-26T00:00:00.000Z');
    expect(numberQuarantineEnd('2028-02-01').toISOString()).toBe('2028-05-01T00:00:00.000Z');
  });
});
