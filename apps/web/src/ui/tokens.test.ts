import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every style sheet of the app as text (read from disk: the test run turns CSS imports into modules).
const source = path.join(import.meta.dirname, '..');
const sheets = Object.fromEntries(
  readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, readFileSync(path.join(source, file), 'utf8')]),
);

// Set at run time rather than in a style sheet: React Aria's popover width and the data table's label width.
const SET_AT_RUN_TIME = ['--trigger-width', '--data-table-label-width'];

const matches = (pattern: RegExp) =>
  Object.entries(sheets).flatMap(([file, text]) =>
    [...text.matchAll(pattern)].map((match) => ({ file, name: match[1] ?? '' })),
  );

describe('the design tokens the styles read', () => {
  it('are all defined: an unknown name (var(--border)) silently drops the border or colour it meant', () => {
    const defined = new Set([...matches(/(--[\w-]+)\s*:/g).map(({ name }) => name), ...SET_AT_RUN_TIME]);
    const unknown = matches(/var\((--[\w-]+)/g)
      .filter(({ name }) => !defined.has(name))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(unknown).toEqual([]);
  });
});
