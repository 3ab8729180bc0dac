import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidOrderSystemEmail, isValidPartnerShopEmail, isValidSipAddress } from './email';
import { isValidPhoneNumber, numberStart, type PhoneNumberFormat } from './phone';

describe('isValidPhoneNumber (§5)', () => {
  it.each<[string, PhoneNumberFormat, boolean]>([
    ['+358401234567', 'withCode', true],
    ['+358 40 123 4567', 'withCode', true],
    ['\t+358\u00a040 1234567 ', 'withCode', true],
    ['0401234567', 'withCode', false],
    ['+12345', 'withCode', false],
    ['+123456', 'withCode', true],
    ['+1234567890123456', 'withCode', true],
    ['+12345678901234567', 'withCode', false],
    ['0401234567', 'withoutCode', true],
    ['040 123 4567', 'withoutCode', true],
    ['+358401234567', 'withoutCode', false],
    ['12345', 'withoutCode', false],
    ['123456', 'withoutCode', true],
    ['1234567890123456', 'withoutCode', true],
    ['12345678901234567', 'withoutCode', false],
    ['+358401234567', 'optionalPlus', true],
    ['0401234567', 'optionalPlus', true],
    ['++358401234567', 'optionalPlus', false],
    ['040-1234567', 'optionalPlus', false],
  ])('%j as %s -> %s', (input, format, expected) => {
    expect(isValidPhoneNumber(input, format)).toBe(expected);
  });
});

const local64 = 'a'.repeat(64);
const domain64 = `${'d'.repeat(60)}.com`;

describe('e-mail variants (§5)', () => {
  it.each([
    // [input, standard, sip, partner shop, order system]
    ['matti.meikalainen@example.fi', true, true, true, true],
    ["o'brien@example.com", true, true, false, false],
    ['first+tag@sub.example.com', true, true, true, true],
    [`${local64}@example.com`, true, true, true, true],
    [`a${local64}@example.com`, false, false, false, false],
    [`a@${domain64}`, true, true, true, true],
    [`a@x${domain64}`, false, false, false, false],
    ['@example.com', false, false, false, false],
    ['matti@', false, false, false, false],
    ['matti@example', false, false, false, false],
    ['matti..m@example.com', false, false, false, false],
    ['.matti@example.com', false, false, false, false],
    ['matti@-example.com', false, false, false, false],
    ['matti meikalainen@example.com', false, false, false, false],
    ['sip:matti@example.com', false, true, false, false],
    ['SIP:+358401234567@voip.example.com', false, true, false, false],
    ['matti!x@example.com', true, true, false, true],
  ])('%j', (input, standard, sip, shop, orderSystem) => {
    expect({
      standard: isValidEmail(input),
      sip: isValidSipAddress(input),
      shop: isValidPartnerShopEmail(input),
      orderSystem: isValidOrderSystemEmail(input),
    }).toEqual({ standard, sip, shop, orderSystem });
  });

  it('order-system addresses fit a 100-character column', () => {
    const long = `${local64}@${'d'.repeat(33)}.fi`;
    expect(long.length).toBe(101);
    expect(isValidEmail(long)).toBe(true);
    expect(isValidOrderSystemEmail(long)).toBe(false);
  });
});

describe('numberStart', () => {
  it('reads a search typed in a number’s national or international form as the start of its E.164 form', () => {
    expect(numberStart('040 123 4567')).toBe('+358401234567');
    expect(numberStart('+358 40 123')).toBe('+35840123');
    expect(numberStart('00358-40')).toBe('+35840');
  });

  it('is null for digits without a leading zero or plus, and for what is no number', () => {
    expect(numberStart('4100035')).toBeNull();
    expect(numberStart('Maria')).toBeNull();
    expect(numberStart('+')).toBeNull();
  });
});
