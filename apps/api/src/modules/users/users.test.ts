import type { AuditPage } from '@kaista/domain/audit';
import { rightSources, type CompanyUser } from '@kaista/domain/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const KETTU = DEMO_COMPANY.kettu;
const users = (company: string) => `/api/businesses/${company}/users`;
const PERSONA = { manager: demoUuid(1, 5), user: demoUuid(1, 6), sms: demoUuid(1, 8) };
const JUKKA = demoUuid(91, 1);
const JARI = demoUuid(91, 10);

describe('company users', () => {
  let t: TestApp;
  let manager: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    dc = await t.login('dc@kaista.example');
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, session = manager) => t.request({ method: 'GET', url, session });
  const send = (
    method: 'POST' | 'PUT' | 'DELETE' | 'HEAD',
    url: string,
    payload?: object,
    session = manager,
  ) => t.request({ method, url, session, ...(payload === undefined ? {} : { payload }) });

  it('lists, searches, filters by role and sorts the company users, paged', async () => {
    const all = (await get(`${users(AURORA)}?pageSize=5`)).json<{ items: CompanyUser[]; total: number }>();
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThanOrEqual(11);
    const found = (await get(`${users(AURORA)}?q=lehto`)).json<{ items: CompanyUser[] }>();
    expect(found.items.map((u) => u.email)).toEqual(['jukka.lehtonen@aurora.example']);
    const byMail = (await get(`${users(AURORA)}?q=EMPLOYEE@`)).json<{ items: CompanyUser[] }>();
    expect(byMail.items.map((u) => u.lastName)).toEqual(['Työntekijä']);
    const employees = (await get(`${users(AURORA)}?role=EmployeeUser&sort=email&direction=DESC`)).json<{
      items: CompanyUser[];
    }>();
    expect(employees.items.map((u) => u.email)).toEqual([
      'timo.makela@aurora.example',
      'employee@aurora.example',
      'anna.laine@aurora.example',
    ]);
  });

  it('shows a user with composite permissions collapsed, and another company’s user as missing', async () => {
    const pekka = (await get(`${users(AURORA)}/${demoUuid(91, 5)}`)).json<CompanyUser>();
    expect(pekka.permissions).toContain('FECompositeWriteOrder');
    expect(pekka.permissions).not.toContain('OrdersWriteCart');
    expect((await get(`${users(AURORA)}/${JARI}`)).statusCode).toBe(404);
    expect((await get(`${users(KETTU)}/${JARI}`)).statusCode).toBe(404);
    expect((await get(`${users(KETTU)}/${JARI}`, dc)).statusCode).toBe(200);
  });

  it('shows each user’s effective rights, own and from groups, with the groups that give them', async () => {
    const page = (await get(`${users(AURORA)}?q=koskinen`)).json<{ items: CompanyUser[] }>();
    const mikko = page.items[0]!;
    expect(mikko.permissions).not.toContain('TicketingReadTicket');
    expect(mikko.groups.map((group) => group.name)).toEqual(['Tukipyyntöjen käsittelijät']);
    expect(mikko.groups[0]).toMatchObject({
      kind: 'permission',
      permissions: ['TicketingReadTicket', 'TicketingWriteTicket'],
    });
    expect(mikko.effective.permissions).toEqual(
      expect.arrayContaining(['ServicesReadService', 'TicketingReadTicket']),
    );
    expect(
      rightSources(mikko).permissions.find((right) => right.name === 'TicketingReadTicket'),
    ).toMatchObject({
      own: false,
      groups: [{ name: 'Tukipyyntöjen käsittelijät' }],
    });
    const detail = (await get(`${users(AURORA)}/${mikko.uid}`)).json<CompanyUser>();
    expect(detail.effective).toEqual(mikko.effective);
  });

  it('refuses users without the users-and-groups role', async () => {
    for (const email of ['user@aurora.example', 'employee@aurora.example']) {
      const session = await t.login(email);
      expect((await get(users(AURORA), session)).statusCode).toBe(403);
      expect((await send('DELETE', `${users(AURORA)}/${JUKKA}`, undefined, session)).statusCode).toBe(403);
    }
  });

  it('adds a user once, tells by HEAD whether an e-mail is taken, and adds a person of another company', async () => {
    expect((await send('HEAD', `${users(AURORA)}?userEmail=liisa.koivisto@aurora.example`)).statusCode).toBe(
      404,
    );
    const body = {
      firstName: 'Liisa',
      lastName: 'Koivisto',
      email: 'Liisa.Koivisto@aurora.example',
      roles: ['ServiceUser'],
      permissions: ['ServicesReadService'],
    };
    const created = await send('POST', users(AURORA), body);
    expect(created.statusCode).toBe(201);
    expect(created.json<CompanyUser>().email).toBe('liisa.koivisto@aurora.example');
    expect((await send('HEAD', `${users(AURORA)}?userEmail=liisa.koivisto@aurora.example`)).statusCode).toBe(
      200,
    );
    expect((await send('POST', users(AURORA), body)).json()).toMatchObject({
      code: 'PARTY_EXISTS_WITH_EMAIL',
    });
    const jari = { ...body, firstName: 'Jari', lastName: 'Lindqvist', email: 'jari.lindqvist@kettu.example' };
    const added = await send('POST', users(AURORA), jari);
    expect(added.json<CompanyUser>().uid).toBe(JARI);
    const bad = await send('POST', users(AURORA), { ...body, email: 'not-an-address', firstName: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'email',
      'firstName',
    ]);
  });

  it('changes rights with If-Match, takes effect on the user’s next request, and is audited before and after', async () => {
    const ulla = await t.login('user@aurora.example');
    expect((await get(`/api/businesses/${AURORA}/tickets`, ulla)).statusCode).toBe(200);
    const read = await get(`${users(AURORA)}/${PERSONA.user}`);
    const etag = String(read.headers.etag);
    const rights = { roles: ['ServiceUser'], permissions: ['ServicesReadService'] };
    const url = `${users(AURORA)}/${PERSONA.user}/roles?sendNotification=false`;
    const changed = await t.request({
      method: 'PUT',
      url,
      session: manager,
      payload: rights,
      headers: { 'if-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<CompanyUser>().permissions).toEqual(['ServicesReadService']);
    const stale = await t.request({
      method: 'PUT',
      url,
      session: manager,
      payload: rights,
      headers: { 'if-match': etag },
    });
    expect(stale.statusCode).toBe(412);
    expect((await get(`/api/businesses/${AURORA}/tickets`, ulla)).statusCode).toBe(403);
    const audit = (await get(`/api/businesses/${AURORA}/audit`)).json<AuditPage>();
    const row = audit.items.find((item) => item.action === 'user.rights');
    expect(row?.operator.name).toBe('Maria Manninen');
    // Her role stayed, so the subject names only the permissions that changed.
    expect(row?.subject).toMatch(/^Ulla Käyttäjä: [+−]\w+( [+−]\w+)*$/);
    expect(row?.subject).toContain('−TicketingReadTicket');
    // The CSV names the rights as the rights screens do, in the reader's language.
    const csv = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/audit.csv`,
      session: manager,
      headers: { 'x-accept-language': 'en' },
    });
    expect(csv.body).toMatch(/;"?Changed a user's rights: Ulla Käyttäjä: −[^;]*−View support requests/);
    expect(csv.body).not.toContain('TicketingReadTicket');
  });

  it('never lets a company user grant what they lack, nor an operator-staff role', async () => {
    const url = `${users(AURORA)}/${JUKKA}/roles`;
    const staff = await send('PUT', url, { roles: ['DCUser'], permissions: [] }, dc);
    expect(staff.statusCode).toBe(403);
    const limited = await t.request({
      method: 'PUT',
      url: `${users(AURORA)}/${PERSONA.sms}/roles`,
      session: manager,
      payload: { roles: ['ServiceManagerUser'], permissions: ['InvoicingReadInvoice'] },
    });
    expect(limited.statusCode).toBe(200);
    const sanna = await t.login('sms@aurora.example');
    const beyond = await send(
      'PUT',
      url,
      { roles: ['ServiceUser'], permissions: ['OrdersReadOrder', 'DocumentsReadDocument'] },
      sanna,
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json<{ message: string }>().message).toMatch(/permission you do not hold/);
    const kept = await send(
      'PUT',
      url,
      { roles: ['ServiceUser'], permissions: ['InvoicingReadInvoice'] },
      sanna,
    );
    expect(kept.statusCode).toBe(200);
  });

  it('keeps the company from being locked out and nobody deletes themselves', async () => {
    expect((await send('DELETE', `${users(AURORA)}/${PERSONA.manager}`)).json()).toMatchObject({
      code: 'ILLEGAL_STATE',
    });
    const demote = { roles: ['ServiceUser'], permissions: [] };
    expect((await send('PUT', `${users(AURORA)}/${PERSONA.sms}/roles`, demote)).statusCode).toBe(200);
    const last = await send('PUT', `${users(AURORA)}/${PERSONA.manager}/roles`, demote);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'ILLEGAL_STATE' });
    expect((await send('DELETE', `${users(AURORA)}/${PERSONA.manager}`, undefined, dc)).statusCode).toBe(409);
    expect((await send('DELETE', `${users(AURORA)}/${JUKKA}`)).statusCode).toBe(204);
    expect((await get(`${users(AURORA)}/${JUKKA}`)).statusCode).toBe(404);
  });

  it('counts administrators by effective roles, groups included, and nobody strips their own', async () => {
    const pohjola = `/api/businesses/${DEMO_COMPANY.pohjola}`;
    const kaisa = demoUuid(91, 8);
    const group = await send(
      'POST',
      `${pohjola}/permissiongroups`,
      { name: 'Pääkäyttäjät', roles: ['ServiceManagerUser'], permissions: [] },
      dc,
    );
    expect(group.statusCode).toBe(201);
    const groupId = group.json<{ uid: string }>().uid;
    const own = { roles: ['ServiceManagerUser', 'ServiceUser'], permissions: [] };
    expect((await send('PUT', `${pohjola}/users/${kaisa}/roles`, own, dc)).statusCode).toBe(200);
    const joined = await send(
      'PUT',
      `${pohjola}/users/${kaisa}/authorizationgroups`,
      { authorizationGroupIds: [], permissionGroupIds: [groupId] },
      dc,
    );
    expect(joined.statusCode).toBe(200);
    // She may drop her own administrator role herself: she still is one through the group.
    const herself = await t.login('kaisa.virtanen@pohjola.example');
    const through = await send(
      'PUT',
      `${pohjola}/users/${kaisa}/roles`,
      { roles: ['ServiceUser'], permissions: [] },
      herself,
    );
    expect(through.statusCode).toBe(200);
    expect(through.json<CompanyUser>().effective.roles).toEqual(['ServiceUser', 'ServiceManagerUser']);
    // Her own administrator role back, she may not take it away from herself while it is her only one.
    await send(
      'PUT',
      `${pohjola}/users/${kaisa}/authorizationgroups`,
      { authorizationGroupIds: [], permissionGroupIds: [] },
      dc,
    );
    expect((await send('PUT', `${pohjola}/users/${kaisa}/roles`, own, dc)).statusCode).toBe(200);
    const self = await send(
      'PUT',
      `${pohjola}/users/${kaisa}/roles`,
      { roles: ['ServiceUser'], permissions: [] },
      herself,
    );
    expect(self.statusCode).toBe(409);
    expect(self.json<{ message: string }>().message).toMatch(/your own administrator rights/);
  });

  it('removes a user only with the version of their rights as read (412 when stale, nothing removed)', async () => {
    const created = await send('POST', users(AURORA), {
      firstName: 'Veera',
      lastName: 'Poistettava',
      email: 'veera.poistettava@aurora.example',
      roles: ['ServiceUser'],
      permissions: [],
    });
    expect(created.statusCode).toBe(201);
    const veera = created.json<CompanyUser>();
    const url = `${users(AURORA)}/${veera.uid}`;
    const changed = await t.request({
      method: 'PUT',
      url: `${url}/roles`,
      session: manager,
      headers: { 'if-match': `"${veera.version}"` },
      payload: { roles: ['ServiceUser'], permissions: ['TicketingReadTicket'] },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await t.request({
      method: 'DELETE',
      url,
      session: manager,
      headers: { 'if-match': `"${veera.version}"` },
    });
    expect(stale.statusCode).toBe(412);
    expect((await get(url)).statusCode).toBe(200);
    const fresh = await t.request({
      method: 'DELETE',
      url,
      session: manager,
      headers: { 'if-match': `"${changed.json<CompanyUser>().version}"` },
    });
    expect(fresh.statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('switches the two-factor method once and says when it is already active', async () => {
    const url = `${users(AURORA)}/${demoUuid(91, 2)}/authentication`;
    const sms = await send('PUT', url, { method: 'SMS' });
    expect(sms.json<CompanyUser>().twoFactorMethod).toBe('SMS');
    expect((await send('PUT', url, { method: 'SMS' })).json()).toMatchObject({
      code: 'METHOD_ALREADY_ACTIVE',
    });
    // Two administrators switching back at once: one wins, the other is told it is already active.
    const both = await Promise.all([
      send('PUT', url, { method: 'PASSWORD' }),
      send('PUT', url, { method: 'PASSWORD' }, dc),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const log = (await get(`/api/businesses/${AURORA}/audit?pageSize=50`)).json<AuditPage>();
    const switches = log.items.filter((entry) => entry.action === 'user.authentication');
    expect(switches.filter((entry) => /SMS → PASSWORD/.test(entry.subject ?? ''))).toHaveLength(1);
  });

  it('refuses SMS codes for a user without a mobile number, who keeps the password', async () => {
    const created = await send('POST', users(AURORA), {
      firstName: 'Aino',
      lastName: 'Puhelimeton',
      email: 'aino.puhelimeton@aurora.example',
      roles: ['ServiceUser'],
      permissions: [],
    });
    const url = `${users(AURORA)}/${created.json<CompanyUser>().uid}/authentication`;
    const refused = await send('PUT', url, { method: 'SMS' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ILLEGAL_STATE' });
    const after = await t.request({
      method: 'GET',
      url: url.replace(/\/authentication$/, ''),
      session: manager,
    });
    expect(after.json<CompanyUser>().twoFactorMethod).toBe('PASSWORD');
  });
});
