import { describe, expect, it } from 'vitest';
import {
  isValidAnyText,
  isValidCity,
  isValidEnglishFreeText,
  isValidFreeText,
  isValidFreeTextWithoutApostrophe,
  isValidMultilineText,
  isValidName,
  isValidOneLineFreeText,
  isValidPrintableText,
  isValidScandicFreeText,
  isValidShipmentInvoiceReference,
  isValidSpecialCharacterText,
  isValidStreet,
} from './text';

describe('free-text variants (§5)', () => {
  it.each([
    // [input, free, noApostrophe, english, scandic, special, any]
    ['Hello world 123', true, true, true, true, true, true],
    ['Äiti söi ålandilaista', true, true, false, true, true, true],
    ["O'Brien", true, false, true, true, true, true],
    ['a@b / c-d_e! f? (g): h; 5% = i. j, k + 10€ & l', true, true, true, true, true, true],
    ['line one\nline two', true, true, true, true, true, true],
    ['Crème brûlée', false, false, false, true, true, true],
    ['#hashtag', false, false, false, false, true, true],
    ['say "hi" <b>', false, false, false, false, true, true],
    ['emoji 🙂', false, false, false, false, false, true],
    ['   ', false, false, false, false, false, false],
    ['', false, false, false, false, false, false],
  ])('%j', (input, free, noApostrophe, english, scandic, special, any) => {
    expect({
      free: isValidFreeText(input),
      noApostrophe: isValidFreeTextWithoutApostrophe(input),
      english: isValidEnglishFreeText(input),
      scandic: isValidScandicFreeText(input),
      special: isValidSpecialCharacterText(input),
      any: isValidAnyText(input),
    }).toEqual({ free, noApostrophe, english, scandic, special, any });
  });
});

describe('isValidName (§5)', () => {
  it.each([
    ['Matti', true],
    ['Anna-Liisa', true],
    ["D'Artagnan Jr.", true],
    ['user`name/2', true],
    ['Åsa Öberg', true],
    ['Zoë', true],
    ['x', true],
    ['n'.repeat(100), true],
    ['n'.repeat(101), false],
    ['', false],
    ['   ', false],
    ['Matti_M', false],
    ['Matti@home', false],
    ['Matti, M', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidName(input)).toBe(expected);
  });
});

describe('address text fields (§5)', () => {
  it.each([
    ['street 1 char', isValidStreet, 'a', true],
    ['street 100 chars', isValidStreet, 's'.repeat(100), true],
    ['street 101 chars', isValidStreet, 's'.repeat(101), false],
    ['street blank', isValidStreet, '  ', false],
    ['street empty', isValidStreet, '', false],
    ['city 40 chars', isValidCity, 'c'.repeat(40), true],
    ['city 41 chars', isValidCity, 'c'.repeat(41), false],
    ['city blank', isValidCity, ' ', false],
    ['city with space', isValidCity, 'Pieksämäen mlk', true],
    ['street with a line break', isValidStreet, 'Satamakatu\n5', false],
    ['city with a tab', isValidCity, 'Hel\tsinki', false],
    ['one-line free text', isValidOneLineFreeText, 'Kustannuspaikka 12 (myynti)', true],
    ['one-line free text with a line break', isValidOneLineFreeText, 'Myynti\r\nHelsinki', false],
    ['reference 35 chars', isValidShipmentInvoiceReference, 'r'.repeat(35), true],
    ['reference 36 chars', isValidShipmentInvoiceReference, 'r'.repeat(36), false],
    ['reference with #', isValidShipmentInvoiceReference, 'PO #1', false],
    ['reference empty', isValidShipmentInvoiceReference, '', false],
  ])('%s', (_name, predicate, input, expected) => {
    expect(predicate(input)).toBe(expected);
  });
});

describe('ticket texts: printable one-line and multi-line text', () => {
  const pasted = 'Error: "Invalid token" #42 * $HOME [x] – “quoted” ‘single’ 🙂 👩‍💻 <b>';
  it.each([
    ['what people paste', pasted, true, true],
    ['emoji with a joiner', 'Deploy 👨‍👩‍👧 done', true, true],
    ['line breaks', 'line one\r\nline two', false, true],
    ['tab', 'a\tb', false, true],
    ['NUL', 'a\u0000b', false, false],
    ['bell', 'a\u0007b', false, false],
    ['C1 control', 'a\u0085b', false, false],
    ['bidi override', 'invoice\u202Efdp.exe', false, false],
    ['line separator', 'a\u2028b', false, false],
    ['private use', 'a\uE000b', false, false],
    ['blank', ' \n ', false, false],
    ['empty', '', false, false],
  ])('%s', (_name, input, printable, multiline) => {
    expect({ printable: isValidPrintableText(input), multiline: isValidMultilineText(input) }).toEqual({
      printable,
      multiline,
    });
  });
});
