import { describe, expect, it } from 'vitest';
import { fieldIssues } from '../shared/validation/field-issues';
import { newCompanySchema } from './company-search';

const empty = {
  name: ' ',
  identifierType: 'BUSINESS_ID',
  businessId: '',
  companyType: 'LIMITED_COMPANY',
  headOffice: { street: '', postalNumber: '', city: '' },
};

describe('a new company as written (§2 /0/company/new, §5)', () => {
  it('tells each empty field as empty, the head office fields by their dotted path as the API does', () => {
    const result = newCompanySchema.safeParse(empty);
    expect(result.success ? {} : fieldIssues(result.error)).toEqual({
      name: 'validation.cannot-be-empty',
      businessId: 'validation.cannot-be-empty',
      'headOffice.street': 'validation.cannot-be-empty',
      'headOffice.city': 'validation.cannot-be-empty',
      'headOffice.postalNumber': 'validation.postal-number',
    });
  });

  it('tells a business ID that fails its check digit by the business ID rule', () => {
    const written = { ...empty, name: 'Oy Testi Ab', businessId: '0112038-8' };
    const result = newCompanySchema.safeParse(written);
    expect(result.success ? {} : fieldIssues(result.error)).toMatchObject({
      businessId: 'validation.business-id',
    });
  });
});
