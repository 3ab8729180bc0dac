import { describe, expect, it } from 'vitest';
import { ALL_NAMESPACES } from './namespaces';

type Tree = { [key: string]: string | Tree };

// The app's own code (tests aside) as text, and the Finnish texts; the locales test then holds every
// language to the Finnish keys.
// The domain package's too: its schemas name the validation texts the web shows for a refused field.
const sources = import.meta.glob<string>(
  [
    '../../**/*.{ts,tsx}',
    '../../../../../packages/domain/src/**/*.ts',
    '!../../**/*.test.{ts,tsx}',
    '!../../../../../packages/domain/src/**/*.test.ts',
  ],
  { eager: true, query: '?raw', import: 'default' },
);
const finnish = import.meta.glob<Tree>('../../locales/fi/*.json', { eager: true, import: 'default' });

function hasKey(tree: Tree | undefined, path: string): boolean {
  if (!tree) return false;
  if (typeof tree[path] === 'string') return true;
  // A group of texts named whole is a prefix a component completes (DownloadButtons' `textPrefix`).
  if (typeof tree[path] === 'object') return true;
  // Plural forms (`count_one`, `count_other`) answer to their base key.
  if (Object.keys(tree).some((key) => key.startsWith(`${path}_`) && typeof tree[key] === 'string'))
    return true;
  const dot = path.indexOf('.');
  const child = dot > 0 ? tree[path.slice(0, dot)] : undefined;
  return typeof child === 'object' && hasKey(child, path.slice(dot + 1));
}

// A whole key written in quotes, namespace first (`'tickets.form.subject'`); keys built at run time are
// covered where they are built (the menu's texts by menu-translations.test.ts).
const namedKey = new RegExp(`['"\`]((?:${ALL_NAMESPACES.join('|')})\\.[\\w.-]+)['"\`]`, 'g');

// Dotted names that are not texts: audit actions (their texts are the audit table's) and a job's name.
const NOT_TEXTS = ['impersonation.start', 'impersonation.stop', 'orders.fulfilment'];

describe('texts named in the code', () => {
  it('exist in their namespace, so an area cannot forget a key in every language at once', () => {
    const missing = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(namedKey)]
        .map((match) => match[1] ?? '')
        .filter((key) => !key.endsWith('.') && !NOT_TEXTS.includes(key))
        .filter((key) => {
          const [namespace = '', ...path] = key.split('.');
          return !hasKey(finnish[`../../locales/fi/${namespace}.json`], path.join('.'));
        })
        .map((key) => `${file.replace('../../', '')}: ${key}`),
    );
    expect(Object.keys(sources).filter((file) => file.includes('packages/domain')).length).toBeGreaterThan(
      50,
    );
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
