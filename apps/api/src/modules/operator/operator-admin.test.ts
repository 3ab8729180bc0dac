import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession } from '@kaista/domain/admin-tools';
import type { Company } from '@kaista/domain/businesses';
import { createTestApp, type TestApp } from '../../test/test-app';

const newCompany = (businessId: string) => ({
  name: 'Testi Yhtiö Oy',
  identifierType: 'BUSINESS_ID',
  businessId,
  companyType: 'LIMITED_COMPANY',
  headOffice: { street: 'Testikatu 5', postalNumber: '00100', city: 'Helsinki', country: 'FI' },
});

describe('new company, environment mode and the admin session view', () => {
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

  it('switches the environment of the operator session only', async () => {
    const cc = await t.login('cc@kaista.example');
    const other = await t.login('cc@kaista.example');
    const set = await t.request({
      method: 'PUT',
      url: '/api/environmentmode',
      session: cc,
      payload: { environment: 'production' },
    });
    expect(set.json()).toEqual({ environment: 'production' });
    const env = (session: string) =>
      t.request({ method: 'GET', url: '/api/environment', session }).then((r) => r.json());
    expect(await env(cc)).toEqual({ environment: 'production' });
    expect(await env(other)).toEqual({ environment: 'ci' });
    await t.request({
      method: 'PUT',
      url: '/api/environmentmode',
      session: cc,
      payload: { environment: null },
    });
    expect(await env(cc)).toEqual({ environment: 'ci' });
    const manager = await t.login('manager@aurora.example');
    const refused = await t.request({
      method: 'PUT',
      url: '/api/environmentmode',
      session: manager,
      payload: { environment: 'dev' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows the super admin their session, and nobody else', async () => {
    const admin = await t.login('admin@kaista.example');
    await t.request({ method: 'POST', url: '/api/businesses/100001/activate', session: admin });
    const view = await t.request({ method: 'GET', url: '/api/admintools/session', session: admin });
    expect(view.json<AdminSession>()).toMatchObject({
      user: { email: 'admin@kaista.example' },
      impersonating: null,
      company: { uid: '100001', name: 'Aurora Logistics Oy' },
      environment: 'ci',
    });
    const dc = await t.login('dc@kaista.example');
    expect((await t.request({ method: 'GET', url: '/api/admintools/session', session: dc })).statusCode).toBe(
      403,
    );
  });
});
