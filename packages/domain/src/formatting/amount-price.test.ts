import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, roundToCents } from './amount';
import type { Language } from './language';
import { contentLocale, toLanguage } from './language';
import { formatCombinedPrice, formatPrice, unitPrice, type Price } from './price';

// Intl separates thousands and currency with (narrow) no-break spaces; normalise them for readable tables.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace('\u2212', '-');

describe('formatAmount (§1)', () => {
  it.each<[number, Language, string]>([
    [0, 'fi', '0,00'],
    [1.5, 'fi', '1,50'],
    [1234.567, 'fi', '1 234,57'],
    [-12.3, 'fi', '-12,30'],
    [1234.5, 'en', '1,234.50'],
    [0.005, 'en', '0.01'],
    [1234.5, 'sv', '1 234,50'],
  ])('%d in %s -> %s', (value, language, expected) => {
    expect(plain(formatAmount(value, language))).toBe(expected);
  });
});

describe('formatMoney (§9)', () => {
  it.each<[number, Language, string | null | undefined, string]>([
    [12.5, 'fi', 'EUR', '12,50 €'],
    [12.5, 'fi', undefined, '12,50 €'],
    [12.5, 'fi', '', '12,50 €'],
    [12.5, 'en', null, '€12.50'],
    [12.5, 'fi', 'SEK', '12,50 SEK'],
  ])('%d %s %j -> %s', (value, language, currency, expected) => {
    expect(plain(formatMoney(value, language, currency))).toBe(expected);
  });
});

describe('price texts (§9)', () => {
  const monthly: Price = { value: 19.9, currencyIso: 'EUR', billingType: 'RECURRING' };
  const once: Price = { value: 49, billingType: 'ONE_TIME' };

  it.each<[string, Price, Language, number | undefined, string]>([
    ['one-time', once, 'fi', undefined, '49,00 €'],
    ['recurring fi', monthly, 'fi', undefined, '19,90 € / kk'],
    ['recurring en', monthly, 'en', undefined, '€19.90 per month'],
    ['with quantity', monthly, 'en', 3, '€19.90 per month x 3'],
    ['one-time with quantity', once, 'fi', 2, '49,00 € x 2'],
  ])('%s', (_name, price, language, quantity, expected) => {
    expect(plain(formatPrice(price, language, quantity))).toBe(expected);
  });

  it.each<[string, Price[], string]>([
    ['one-time | recurring', [monthly, once], '49,00 € | 19,90 € / kk'],
    ['only recurring', [monthly], '19,90 € / kk'],
    ['only one-time', [once], '49,00 €'],
    ['nothing', [], ''],
  ])('combined: %s', (_name, prices, expected) => {
    expect(plain(formatCombinedPrice(prices, 'fi'))).toBe(expected);
  });

  it.each<[number, number, number | undefined, number]>([
    [100, 4, undefined, 25],
    [100, 3, undefined, 33.33],
    [10, 3, 24, 80],
    [59.7, 3, 12, 238.8],
    [1, 0, undefined, 0],
  ])('unit price of %d for %d over term %j is %d', (total, quantity, term, expected) => {
    expect(unitPrice(total, quantity, term)).toBe(expected);
  });

  it('rounds half cents up', () => {
    expect(roundToCents(1.005)).toBe(1.01);
  });
});

describe('languages (§1, §9)', () => {
  it.each<[Language, string]>([
    ['en', 'en_US'],
    ['fi', 'fi_FI'],
    ['sv', 'sv_SE'],
  ])('content locale of %s is %s', (language, expected) => {
    expect(contentLocale(language)).toBe(expected);
  });

  it.each([
    ['en', 'en'],
    ['sv', 'sv'],
    ['de', 'fi'],
    [null, 'fi'],
    ['', 'fi'],
  ])('toLanguage(%j) is %s', (input, expected) => {
    expect(toLanguage(input)).toBe(expected);
  });
});
