import { describe, expect, it } from 'vitest';
import { fieldIssues } from '../shared/validation/field-issues';
import { headOfficeInputSchema } from './businesses';

function fieldErrors(input: unknown) {
  const result = headOfficeInputSchema.safeParse(input);
  return result.success ? {} : fieldIssues(result.error);
}

describe('a head office as written (§5)', () => {
  it('tells an empty street and city as empty, not as too long', () => {
    expect(fieldErrors({ street: ' ', postalNumber: '00100', city: '' })).toEqual({
      street: 'validation.cannot-be-empty',
      city: 'validation.cannot-be-empty',
    });
  });

  it('tells a street past 100 characters by the street rule, and takes a whole address', () => {
    expect(fieldErrors({ street: 'k'.repeat(101), postalNumber: '00100', city: 'Helsinki' })).toEqual({
      street: 'validation.street',
    });
    expect(
      headOfficeInputSchema.parse({ street: ' Satamakatu 12 ', postalNumber: '00160', city: 'Helsinki' }),
    ).toEqual({ street: 'Satamakatu 12', postalNumber: '00160', city: 'Helsinki', country: 'FI' });
  });

  it('takes a known country in either case and refuses a code no country has', () => {
    const address = { street: 'Satamakatu 12', postalNumber: '00160', city: 'Helsinki' };
    expect(headOfficeInputSchema.parse({ ...address, country: 'fi' }).country).toBe('FI');
    expect(fieldErrors({ ...address, country: 'XX' })).toEqual({ country: 'validation.country' });
  });
});
