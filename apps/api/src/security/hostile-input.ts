import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** Texts that have broken servers before: control characters, broken UTF-16, SQL and LIKE syntax, markup. */
export const HOSTILE_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  "' OR 1=1 --",
  "'; drop table tickets; --",
  '%',
  '_',
  '\\',
  '%_\\%',
  '*',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  '\u202eevil',
  '😀'.repeat(40),
  'x'.repeat(5000),
  ' ',
  '',
  'null',
  'NaN',
  '-1',
  '1e309',
  '2026-13-45',
  '0000-00-00',
  '2026-02-30',
  '00000000-0000-0000-0000-000000000000',
];

const hostileText = fc.constantFrom(...HOSTILE_TEXTS);
const anyText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  hostileText,
);
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant([]),
  fc.constant({}),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}')),
);

/**
 * Values for a JSON schema: mostly of the right shape (so the request gets past the outer checks and reaches
 * the handler and the database), with hostile texts, boundaries and wrong types mixed in at every level.
 */
export function hostileValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: shaped(schema, depth) },
    { weight: 2, arbitrary: hostileText },
    { weight: 1, arbitrary: wrongType },
  );
}

function shaped(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => shaped(variant, depth)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), anyText);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return numberNear(schema);
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 'yes', ''));
    case 'array':
      return fc.array(hostileValue(schema.items ?? {}, depth + 1), { maxLength: depth > 2 ? 1 : 4 });
    case 'object':
      return objectOf(schema, depth);
    default:
      return textFor(schema);
  }
}

function numberNear(schema: JsonSchema): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -1_000_000;
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  return fc.oneof(
    fc.integer({ min: Math.max(min, -1_000_000), max: Math.min(max, 1_000_000) }),
    fc.constantFrom(min - 1, max + 1, 0, -1, 2 ** 31, 2 ** 63, 1e308, 0.5),
    fc.constantFrom('1.5', '-0', '0x10', '١٢'),
  );
}

function textFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.format === 'uuid') return fc.oneof(fc.uuid(), anyText);
  const maxLength = schema.maxLength ?? 200;
  return fc.oneof(
    fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(maxLength, 200) }),
    fc.constant('x'.repeat(maxLength + 1)),
    anyText,
  );
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      name,
      hostileValue(property, depth + 1),
    ]),
  );
  const requiredKeys = (schema.required ?? []).filter((name) => name in properties);
  const record = fc.record(properties, { requiredKeys });
  return fc.oneof(
    { weight: 5, arbitrary: record },
    {
      weight: 1,
      arbitrary: record.map((value) => ({ ...(value as object), ...JSON.parse('{"__proto__":{"x":1}}') })),
    },
  );
}
