import { describe, expect, it } from 'vitest';
import { readApiError } from './api-error-body';

describe('readApiError (§8)', () => {
  it('reads an error answer, with or without field errors, leaving out anything else', () => {
    expect(readApiError({ code: 'NOT_FOUND', message: 'Not found.', extra: 1 })).toEqual({
      code: 'NOT_FOUND',
      message: 'Not found.',
    });
    const withFields = { code: 'VALIDATION', message: 'Bad.', fieldErrors: { email: 'error.email' } };
    expect(readApiError(withFields)).toEqual(withFields);
  });

  it.each([
    ['no body', undefined],
    ['a text', 'Internal Server Error'],
    ['an array', [{ code: 'X', message: 'Y' }]],
    ['no message', { code: 'X' }],
    ['a numeric code', { code: 500, message: 'Y' }],
    ['field errors that are not texts', { code: 'X', message: 'Y', fieldErrors: { email: 1 } }],
    ['field errors as a list', { code: 'X', message: 'Y', fieldErrors: ['email'] }],
  ])('is null for %s', (_case, body) => {
    expect(readApiError(body)).toBeNull();
  });
});
