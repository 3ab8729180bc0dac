import { describe, expect, it } from 'vitest';
import { isValidBusinessId, isValidOvtCode, normalizeBusinessId } from './business-id';

describe('isValidBusinessId / normalizeBusinessId (§5)', () => {
  it.each([
    ['0112038-9', '0112038-9'],
    ['112038-9', '0112038-9'],
    ['2345678-0', '2345678-0'],
    ['1000000-4', '1000000-4'],
    ['0000000-0', '0000000-0'],
    ['  0737546-2 ', '0737546-2'],
    ['0112038-8', null],
    ['1111111-0', null],
    ['1111111-1', null],
    ['1234567-1', '1234567-1'],
    ['1234567-2', null],
    ['01120389', null],
    ['0112038 9', null],
    ['12038-9', null],
    ['00112038-9', null],
    ['011203a-9', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeBusinessId(input)).toBe(expected);
    expect(isValidBusinessId(input)).toBe(expected !== null);
  });
});

describe('isValidOvtCode (§5)', () => {
  it.each([
    ['003701120389', true],
    ['0037011203891', true],
    ['00370112038912345', true],
    ['003701120388', false],
    ['003711111110', false],
    ['00370112038', false],
    ['003701120389123456', false],
    ['003801120389', false],
    ['0037 01120389', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidOvtCode(input)).toBe(expected);
  });
});
