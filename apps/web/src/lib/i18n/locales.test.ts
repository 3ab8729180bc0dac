import { LANGUAGES } from '@kaista/domain/shared/formatting';
import { describe, expect, it } from 'vitest';
import { ALL_NAMESPACES } from './namespaces';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../../locales/*/*.json', { eager: true, import: 'default' });
const textsOf = (language: string, namespace: string): Tree | undefined =>
  files[`../../locales/${language}/${namespace}.json`];

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${name}.`) : [`${prefix}${name}`],
  );
}

const emptyKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object'
      ? emptyKeys(value, `${prefix}${name}.`)
      : value.trim() === ''
        ? [`${prefix}${name}`]
        : [],
  );

describe('translations', () => {
  it('has one file per namespace and language, and no file of an unknown namespace', () => {
    const expected = LANGUAGES.flatMap((language) =>
      ALL_NAMESPACES.map((ns) => `../../locales/${language}/${ns}.json`),
    );
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it.each(ALL_NAMESPACES)(
    'has every Finnish key of %s in English and Swedish, and no extra keys there',
    (ns) => {
      const finnish = keys(textsOf('fi', ns) ?? {}).sort();
      expect(finnish.length).toBeGreaterThan(0);
      for (const language of LANGUAGES)
        expect([language, keys(textsOf(language, ns) ?? {}).sort()]).toEqual([language, finnish]);
    },
  );

  it.each(ALL_NAMESPACES)('has a non-empty text for every key of %s in every language', (ns) => {
    for (const language of LANGUAGES)
      expect([language, emptyKeys(textsOf(language, ns) ?? {})]).toEqual([language, []]);
  });
});
