import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@kaista/domain/businesses';
import { createTestApp, type TestApp } from '../../test/test-app';

const newCompany = (businessId: string) => ({
  name: 'Testi Yhtiö Oy',
  identifierType: 'BUSINESS_ID',
  businessId,
  companyType: 'LIMITED_COMPANY',
  headOffice: { street: 'Testikatu 5', postalNumber: '00100', city: 'Helsinki', country: 'FI' },
});

describe('a new company (/0/company/new)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers a company with its business ID normalised, once', async () => {
    const dc = await t.login('dc@kaista.example');
    const created = await t.request({
      method: 'POST',
      url: '/api/businesses',
      session: dc,
      payload: newCompany('112223-7'),
    });
    expect(created.statusCode).toBe(201);
    const company = created.json<Company>();
    expect(company).toMatchObject({ businessId: '0112223-7', customerNumber: `DNA${company.uid}` });
    const read = await t.request({ method: 'GET', url: `/api/businesses/${company.uid}`, session: dc });
    expect(read.json<Company>().headOffice.city).toBe('Helsinki');
    const again = await t.request({
      method: 'POST',
      url: '/api/businesses',
      session: dc,
      payload: newCompany('0112223-7'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORGANISATION_EXISTS' });
  });

  it('rejects a wrong check digit and a bad postal number field by field, and non-DC callers', async () => {
    const dc = await t.login('dc@kaista.example');
    const bad = {
      ...newCompany('0112223-4'),
      headOffice: { ...newCompany('').headOffice, postalNumber: '123' },
    };
    const response = await t.request({ method: 'POST', url: '/api/businesses', session: dc, payload: bad });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: {
        businessId: 'validation.business-id',
        'headOffice.postalNumber': 'validation.postal-number',
      },
    });
    const cc = await t.login('cc@kaista.example');
    const refused = await t.request({
      method: 'POST',
      url: '/api/businesses',
      session: cc,
      payload: newCompany('0157286-0'),
    });
    expect(refused.statusCode).toBe(403);
  });
});
