import { describe, expect, it } from 'vitest';
import {
  parseYesNo,
  validateCharacteristicValue,
  type CharacteristicValueRules,
} from './characteristic-value';
import { checkValueConstraint, firstNonLatin1Character, type ValueConstraintRule } from './value-constraints';

describe('checkValueConstraint (§3, §5)', () => {
  it.each<[string, ValueConstraintRule, string, unknown]>([
    ['min length met', { type: 'minLength', value: 3 }, 'abc', null],
    [
      'min length short',
      { type: 'minLength', value: 3 },
      'ab',
      { key: 'validation.min-length', params: { limit: 3 } },
    ],
    ['max length met', { type: 'maxLength', value: 3 }, 'abc', null],
    [
      'max length long',
      { type: 'maxLength', value: 3 },
      'abcd',
      { key: 'validation.max-length', params: { limit: 3 } },
    ],
    ['min value met', { type: 'minValue', value: 10 }, '10', null],
    [
      'min value under',
      { type: 'minValue', value: 10 },
      '9.99',
      { key: 'validation.min-value', params: { limit: 10 } },
    ],
    ['max value met with comma', { type: 'maxValue', value: 9999 }, '9999,00', null],
    [
      'max value over',
      { type: 'maxValue', value: 9999 },
      '9999,01',
      { key: 'validation.max-value', params: { limit: 9999 } },
    ],
    ['value not a number', { type: 'maxValue', value: 5 }, 'five', { key: 'validation.not-a-number' }],
    ['latin-1 text', { type: 'characterSet', value: 'ISO-8859-1' }, 'Åke ÿ ©', null],
    [
      'euro sign is outside latin-1',
      { type: 'characterSet', value: 'ISO-8859-1' },
      'cost 5 €',
      { key: 'validation.character-set', params: { character: '€' } },
    ],
  ])('%s', (_name, rule, value, expected) => {
    expect(checkValueConstraint(value, rule)).toEqual(expected);
  });

  it.each([
    ['plain', null],
    ['a€b😀', '€'],
    ['😀', '😀'],
  ])('first non-latin-1 character of %j is %j', (input, expected) => {
    expect(firstNonLatin1Character(input)).toBe(expected);
  });
});

describe('validateCharacteristicValue (§3, §5)', () => {
  const optional: CharacteristicValueRules = { mandatory: false };
  it.each<[string, string, CharacteristicValueRules, string | null]>([
    ['mandatory empty', '', { mandatory: true }, 'validation.cannot-be-empty'],
    ['mandatory blank', '  ', { mandatory: true }, 'validation.cannot-be-empty'],
    ['mandatory zero text is a value', '0', { mandatory: true }, null],
    ['mandatory money empty', '', { mandatory: true, money: true }, 'validation.cannot-be-empty-number'],
    ['mandatory money zero', '0', { mandatory: true, money: true }, 'validation.cannot-be-empty-number'],
    ['mandatory money 0,00', '0,00', { mandatory: true, money: true }, 'validation.cannot-be-empty-number'],
    ['mandatory money set', '5', { mandatory: true, money: true }, null],
    [
      'optional empty skips every rule',
      '',
      { ...optional, fieldType: 'ICCID', rules: [{ type: 'minLength', value: 3 }] },
      null,
    ],
    ['ICCID valid', '8935801234567890123', { ...optional, fieldType: 'ICCID' }, null],
    ['ICCID invalid', '123', { ...optional, fieldType: 'ICCID' }, 'validation.iccid'],
    ['e-mail invalid', 'x@', { ...optional, fieldType: 'EMAIL' }, 'validation.email'],
    ['SIP valid', 'sip:a@b.fi', { ...optional, fieldType: 'SIP_ADDRESS' }, null],
    ['SIP invalid', 'sip:a', { ...optional, fieldType: 'SIP_ADDRESS' }, 'validation.sip-address'],
    ['mobile with code', '+358 40 1234567', { ...optional, fieldType: 'MOBILE_WITH_CODE' }, null],
    [
      'mobile with code missing +',
      '0401234567',
      { ...optional, fieldType: 'MOBILE_WITH_CODE' },
      'validation.mobile-with-code',
    ],
    [
      'mobile without code',
      '+358401234567',
      { ...optional, fieldType: 'MOBILE_WITHOUT_CODE' },
      'validation.mobile-without-code',
    ],
    ['free text', 'hi #1', { ...optional, fieldType: 'FREE_TEXT' }, 'validation.free-text'],
    ['cost centre is never validated', '#€@!', { ...optional, fieldType: 'COST_CENTER' }, null],
    [
      'type before constraints',
      'bad',
      { ...optional, fieldType: 'EMAIL', rules: [{ type: 'maxLength', value: 1 }] },
      'validation.email',
    ],
    [
      'constraints in order',
      'abcd',
      {
        ...optional,
        rules: [
          { type: 'maxLength', value: 3 },
          { type: 'minLength', value: 9 },
        ],
      },
      'validation.max-length',
    ],
  ])('%s', (_name, value, spec, expectedKey) => {
    expect(validateCharacteristicValue(value, spec)?.key ?? null).toBe(expectedKey);
  });
});

describe('parseYesNo (§5)', () => {
  it.each([
    ['YES', true],
    ['Yes', true],
    ['Y', true],
    ['NO', false],
    ['No', false],
    ['N', false],
    ['yes', null],
    ['n', null],
    ['', null],
    ['TRUE', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseYesNo(input)).toBe(expected);
  });
});
