import { describe, expect, it } from 'vitest';
import en from './en/common.json';
import fi from './fi/common.json';
import sv from './sv/common.json';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${name}.`) : [`${prefix}${name}`],
  );
}

function emptyKeys(tree: object): string[] {
  const flat = keys(tree);
  return flat.filter((key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    return typeof value !== 'string' || value.trim() === '';
  });
}

describe('translations', () => {
  it('has every Finnish key in English and Swedish, and no extra keys there', () => {
    const finnish = keys(fi).sort();
    expect(keys(en).sort()).toEqual(finnish);
    expect(keys(sv).sort()).toEqual(finnish);
  });

  it('has a non-empty text for every key in every language', () => {
    expect(emptyKeys(fi)).toEqual([]);
    expect(emptyKeys(en)).toEqual([]);
    expect(emptyKeys(sv)).toEqual([]);
  });
});
