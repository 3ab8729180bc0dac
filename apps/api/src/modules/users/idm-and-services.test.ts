import type { AuditPage } from '@kaista/domain/audit';
import type { IdmRoleGroup, IdmRoleGroups, IdmUserRoles, UserExternalServices } from '@kaista/domain/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const POHJOLA = DEMO_COMPANY.pohjola;
const SATU = demoUuid(91, 2);
const JUKKA = demoUuid(91, 1);
const KAISA = demoUuid(91, 8);
const BASIC_TEMPLATE = demoUuid(94, 2);
const services = (userId: string, company = AURORA) =>
  `/api/businesses/${company}/users/${userId}/externalservice`;

describe('IDM user roles and role groups', () => {
  let t: TestApp;
  let dc: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    dc = await t.login('dc@kaista.example');
    manager = await t.login('manager@aurora.example');
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, session = dc) => t.request({ method: 'GET', url, session });

  it('offers the operator’s role group templates to DC and CC', async () => {
    const answer = await get('/api/usermanagement/idmuserrolegroups/templates');
    expect(answer.statusCode).toBe(200);
    const { items } = answer.json<{ items: IdmRoleGroup[] }>();
    expect(items.map((group) => group.name)).toContain('Peruskäyttäjä');
    expect(items.every((group) => group.template)).toBe(true);
    expect(items.find((group) => group.uid === BASIC_TEMPLATE)?.roles).toEqual(['ServiceUser']);
  });

  it('lists the company’s own role groups before the templates, with the company’s IDM roles', async () => {
    const aurora = (await get(`/api/businesses/${AURORA}/idmuserrolegroups`)).json<IdmRoleGroups>();
    const own = aurora.items.filter((group) => !group.template).map((group) => group.name);
    expect(own).toEqual(['Auroran mobiilitiimi', 'Auroran toimisto']);
    expect(aurora.items.slice(0, 2).every((group) => !group.template)).toBe(true);
    expect(aurora.items.some((group) => group.name === 'Pohjolan asiakaspalvelu')).toBe(false);
    expect(aurora.companyRoles).toEqual(['EmployeeUser', 'MobileIdUser', 'MobileServiceUser', 'ServiceUser']);
    // §6: a company has an employee-user role if its IDM roles include it.
    expect(aurora.hasEmployeeUserRole).toBe(true);
    const pohjola = (await get(`/api/businesses/${POHJOLA}/idmuserrolegroups`)).json<IdmRoleGroups>();
    expect(pohjola.companyRoles).toEqual(['ServiceUser']);
    expect(pohjola.hasEmployeeUserRole).toBe(false);
  });

  it('finds a person’s IDM roles in the company by e-mail, and the role groups they match', async () => {
    const url = (email: string, company: string = AURORA) =>
      `/api/businesses/${company}/idmuserroles?email=${encodeURIComponent(email)}`;
    const satu = (await get(url('Satu.Nieminen@aurora.example'))).json<IdmUserRoles>();
    expect(satu).toMatchObject({ userUid: SATU, roles: ['ServiceUser'] });
    expect(satu.matchingGroups).toEqual([BASIC_TEMPLATE]);
    const nobody = (await get(url('ei.ketaan@aurora.example'))).json<IdmUserRoles>();
    expect(nobody).toEqual({
      email: 'ei.ketaan@aurora.example',
      userUid: null,
      roles: [],
      matchingGroups: [],
    });
    // Satu is no user of Pohjola's.
    expect((await get(url('satu.nieminen@aurora.example', POHJOLA))).json<IdmUserRoles>().userUid).toBeNull();
    expect((await get(`/api/businesses/${AURORA}/idmuserroles`)).statusCode).toBe(400);
  });

  it('is reference data for DC and CC only, and only with a real company (§6)', async () => {
    expect((await get(`/api/businesses/${AURORA}/idmuserrolegroups`, manager)).statusCode).toBe(403);
    expect((await get(`/api/businesses/${AURORA}/idmuserroles?email=a@b.fi`, manager)).statusCode).toBe(403);
    expect((await get('/api/usermanagement/idmuserrolegroups/templates', manager)).statusCode).toBe(403);
    expect([403, 404]).toContain((await get('/api/businesses/0/idmuserrolegroups')).statusCode);
    const cc = await t.login('cc@kaista.example');
    expect((await get(`/api/businesses/${AURORA}/idmuserrolegroups`, cc)).statusCode).toBe(200);
  });
});

describe('external service roles of a company user', () => {
  let t: TestApp;
  let manager: string;
  let ulla: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    ulla = await t.login('user@aurora.example');
  }, 60_000);
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PUT',
    userId: string,
    service: string,
    payload: object,
    ifMatch?: string,
    session = manager,
  ) =>
    t.request({
      method,
      url: `${services(userId)}/${service}`,
      session,
      payload,
      ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
    });

  it('lists every service with the user’s role and toggle, or none', async () => {
    const answer = await t.request({ method: 'GET', url: services(SATU), session: manager });
    expect(answer.statusCode).toBe(200);
    const { items } = answer.json<UserExternalServices>();
    expect(items.map((item) => item.service)).toEqual([
      'mobileid',
      'pace',
      'domainmanagement',
      'networksecurity',
      'messaging',
      'alert',
    ]);
    expect(items.find((item) => item.service === 'messaging')).toMatchObject({
      access: { userRole: 'USER', permission: false },
      version: 1,
    });
    expect(items.find((item) => item.service === 'pace')).toMatchObject({ access: null, version: 0 });
  });

  it('enrols once (409 the second time), changes under If-Match (412 when stale) and audits both', async () => {
    const enrolled = await send('POST', SATU, 'domainmanagement', { userRole: 'USER', permission: true });
    expect(enrolled.statusCode).toBe(201);
    expect(enrolled.headers.etag).toBe('"1"');
    const again = await send('POST', SATU, 'domainmanagement', { userRole: 'USER', permission: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ILLEGAL_STATE' });

    const off = await send('PUT', SATU, 'domainmanagement', { userRole: 'USER', permission: false }, '"1"');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ access: { userRole: 'USER', permission: false }, version: 2 });
    const stale = await send('PUT', SATU, 'domainmanagement', { userRole: 'USER', permission: true }, '"1"');
    expect(stale.statusCode).toBe(412);

    const audit = (
      await t.request({ method: 'GET', url: `/api/businesses/${AURORA}/audit`, session: manager })
    ).json<AuditPage>();
    const subjects = audit.items
      .filter((row) => row.action === 'user.external-service')
      .map((row) => row.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Satu Nieminen, domainmanagement: – → USER (on)',
        'Satu Nieminen, domainmanagement: USER (on) → USER (off)',
      ]),
    );
  });

  it('makes someone a manager of a service only when the granter manages it', async () => {
    // Maria manages pace, so she makes Jukka (a pace user) its manager; she does not manage alert.
    const pace = await send('PUT', JUKKA, 'pace', { userRole: 'MANAGER', permission: true });
    expect(pace.statusCode).toBe(200);
    const alert = await send('POST', JUKKA, 'alert', { userRole: 'MANAGER', permission: true });
    expect(alert.statusCode).toBe(403);
    const listed = (
      await t.request({ method: 'GET', url: services(JUKKA), session: manager })
    ).json<UserExternalServices>();
    expect(listed.items.find((item) => item.service === 'alert')?.access).toBeNull();
    // An operator gives any service role.
    const dc = await t.login('dc@kaista.example');
    const byDc = await send('POST', JUKKA, 'alert', { userRole: 'MANAGER', permission: true }, undefined, dc);
    expect(byDc.statusCode).toBe(201);
  });

  it('answers 404 for a service not enrolled in or another company’s user, 400 for bad input, 403 for others', async () => {
    expect(
      (await send('PUT', SATU, 'networksecurity', { userRole: 'USER', permission: true })).statusCode,
    ).toBe(404);
    expect((await send('POST', KAISA, 'pace', { userRole: 'USER', permission: true })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: services(KAISA), session: manager })).statusCode).toBe(404);
    expect(
      (await send('POST', SATU, 'nosuchservice', { userRole: 'USER', permission: true })).statusCode,
    ).toBe(400);
    const badRole = await send('POST', SATU, 'pace', { userRole: 'OWNER', permission: true });
    expect(badRole.statusCode).toBe(400);
    expect(
      (await send('POST', SATU, 'pace', { userRole: 'USER', permission: true }, undefined, ulla)).statusCode,
    ).toBe(403);
  });
});
