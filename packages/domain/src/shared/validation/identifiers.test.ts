import { describe, expect, it } from 'vitest';
import {
  isValidIccid,
  isValidImei,
  isValidOfficeSuppliesStoreNumber,
  isValidPostalNumber,
  isValidStoreId,
  isValidUuid,
  knownStoreIdOrNull,
} from './identifiers';

const digits = (n: number) => '8'.repeat(n);

describe('identifier formats (§5)', () => {
  it.each([
    ['ICCID 18 digits', isValidIccid, digits(18), false],
    ['ICCID 19 digits', isValidIccid, digits(19), true],
    ['ICCID 22 digits', isValidIccid, digits(22), true],
    ['ICCID 23 digits', isValidIccid, digits(23), false],
    ['ICCID with a letter', isValidIccid, `${digits(18)}F`, false],
    ['IMEI 14 digits', isValidImei, digits(14), false],
    ['IMEI 15 digits', isValidImei, digits(15), true],
    ['IMEI 16 digits', isValidImei, digits(16), false],
    ['UUID lower case', isValidUuid, '123e4567-e89b-12d3-a456-426614174000', true],
    ['UUID upper case', isValidUuid, '123E4567-E89B-12D3-A456-426614174000', true],
    ['UUID without hyphens', isValidUuid, '123e4567e89b12d3a456426614174000', false],
    ['UUID with a non-hex letter', isValidUuid, '123e4567-e89b-12d3-a456-42661417400g', false],
    ['store id digits', isValidStoreId, '0042', true],
    ['store id empty', isValidStoreId, '', false],
    ['store id with letter', isValidStoreId, '42a', false],
    ['office store number 10 digits', isValidOfficeSuppliesStoreNumber, digits(10), true],
    ['office store number 11 digits', isValidOfficeSuppliesStoreNumber, digits(11), false],
    ['office store number empty', isValidOfficeSuppliesStoreNumber, '', false],
  ])('%s', (_name, predicate, input, expected) => {
    expect(predicate(input)).toBe(expected);
  });
});

describe('isValidPostalNumber (§5)', () => {
  it.each([
    ['00100', undefined, true],
    ['0010', undefined, false],
    ['001000', undefined, false],
    ['00 100', 'FI', false],
    ['0010a', 'FI', false],
    ['00100', 'fi', true],
    ['SW1A 1AA', 'GB', true],
    ['113 56', 'SE', true],
    ['1', 'SE', false],
  ])('%j in %s -> %s', (input, country, expected) => {
    expect(isValidPostalNumber(input, country)).toBe(expected);
  });
});

describe('knownStoreIdOrNull (§5)', () => {
  it.each([
    ['12', ['12', '13'], '12'],
    ['99', ['12', '13'], null],
    [null, ['12'], null],
    ['', ['', '12'], null],
  ])('%j in %j -> %j', (id, stores, expected) => {
    expect(knownStoreIdOrNull(id, stores)).toBe(expected);
  });
});
