import { describe, expect, it } from 'vitest';
import { filterInlineStyle } from './html-sanitiser';
import { cardImageUrl } from './ui';

describe('cardImageUrl (§2, §9)', () => {
  it.each([
    ['https://img.example/p/500x500/abc.jpg', 'https://img.example/p/190x190/abc.jpg'],
    ['https://img.example/500/abc-500.png', 'https://img.example/500/abc-190.png'],
    ['https://img.example/abc.jpg', 'https://img.example/abc.jpg'],
  ])('%s -> %s', (input, expected) => {
    expect(cardImageUrl(input)).toBe(expected);
  });
});

describe('filterInlineStyle (§9)', () => {
  it.each([
    ['color: red; font-size: 12px', 'color: red; font-size: 12px'],
    ['COLOR:red;background:url(x);position:fixed', 'COLOR:red'],
    ['background: red', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(filterInlineStyle(input)).toBe(expected);
  });
});
