import { describe, expect, it } from 'vitest';
import { isStorableText } from './storable-text';
import { isValidCompanyId } from './identifiers';

describe('storable text', () => {
  it.each([
    ['plain', true],
    ['emoji 😀 and Ääkköset – “quotes”', true],
    ['tabs\tand\nlines', true],
    ['', true],
    ['\u0000', false],
    ['a\u0000b', false],
    ['\ud800', false],
    ['x\udfffy', false],
    ['\udfff\ud800', false],
  ])('%j → %s', (value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });
});

describe('company ids', () => {
  it.each([
    ['100001', true],
    ['7', true],
    ['', false],
    ['10000a', false],
    ['100001 ', false],
    ['1'.repeat(19), false],
    ['-1', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidCompanyId(value)).toBe(expected);
  });
});
