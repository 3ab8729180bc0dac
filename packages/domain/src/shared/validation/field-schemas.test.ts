import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  businessIdFieldSchema,
  cityFieldSchema,
  emailFieldSchema,
  freeTextFieldSchema,
  phoneFieldSchema,
  postalNumberFieldSchema,
  uuidFieldSchema,
} from './field-schemas';

function outcome(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message };
}

describe('field schemas (§5)', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['business id normalised', businessIdFieldSchema, ' 112038-9 ', { value: '0112038-9' }],
    ['business id invalid', businessIdFieldSchema, '0112038-8', { error: 'validation.business-id' }],
    ['business id empty', businessIdFieldSchema, '', { error: 'validation.cannot-be-empty' }],
    ['not a string', businessIdFieldSchema, 42, { error: expect.any(String) }],
    ['e-mail', emailFieldSchema, 'a@b.fi', { value: 'a@b.fi' }],
    ['e-mail invalid', emailFieldSchema, 'a@b', { error: 'validation.email' }],
    ['phone stripped', phoneFieldSchema('withCode'), '+358 40 123 4567', { value: '+358401234567' }],
    ['phone invalid', phoneFieldSchema('withCode'), '040 123', { error: 'validation.mobile-with-code' }],
    ['postal number', postalNumberFieldSchema(), '00100', { value: '00100' }],
    ['postal number invalid', postalNumberFieldSchema('FI'), '100', { error: 'validation.postal-number' }],
    ['city blank', cityFieldSchema, '   ', { error: 'validation.cannot-be-empty' }],
    ['uuid', uuidFieldSchema, 'nope', { error: 'validation.uuid' }],
    ['free text within limit', freeTextFieldSchema(5), 'Hello', { value: 'Hello' }],
    ['free text too long', freeTextFieldSchema(5), 'Hello!', { error: 'validation.max-length' }],
    ['free text bad character', freeTextFieldSchema(50), 'Hi #1', { error: 'validation.free-text' }],
  ])('%s', (_name, schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});
