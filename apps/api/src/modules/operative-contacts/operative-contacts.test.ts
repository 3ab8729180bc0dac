import type { AuditPage } from '@kaista/domain/audit';
import type { OperativeContact } from '@kaista/domain/operative-contacts';
import type { Page } from '@kaista/domain/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';
import { DEMO_OPERATIVE_CONTACT_KIND } from '../../seed/demo-operative-contacts';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const POHJOLA = DEMO_COMPANY.pohjola;
const KETTU = DEMO_COMPANY.kettu;
const base = (company: string) => `/api/businesses/${company}/operativecontacts`;
const PEKKA = demoUuid(DEMO_OPERATIVE_CONTACT_KIND, 1);
const KETTU_CONTACT = demoUuid(DEMO_OPERATIVE_CONTACT_KIND, 5);
const NEW_CONTACT = {
  firstName: 'Tuula',
  lastName: 'Järvinen',
  title: 'Kiinteistöpäällikkö',
  phone: '+358 40 765 4321',
  email: 'Tuula.Jarvinen@pohjoladesign.example',
  language: 'fi',
  roles: ['DELIVERIES', 'OUTAGES'],
  aroundTheClock: true,
  notes: '',
};

describe('operative contacts', () => {
  let t: TestApp;
  let manager: string;
  let user: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    user = await t.login('user@aurora.example');
    dc = await t.login('dc@kaista.example');
  }, 60_000);
  afterAll(() => t.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    session = manager,
    payload?: object,
    ifMatch?: string,
  ) =>
    t.request({
      method,
      url,
      session,
      ...(payload ? { payload } : {}),
      ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
    });

  it("lists the company's contacts by name, and those of one role", async () => {
    const page = (await send('GET', base(AURORA))).json<Page<OperativeContact>>();
    expect(page.items.map((contact) => contact.lastName)).toEqual(['Heikkinen', 'Lindqvist', 'Nieminen']);
    expect(page.total).toBe(3);
    const deliveries = (await send('GET', `${base(AURORA)}?role=DELIVERIES`)).json<Page<OperativeContact>>();
    expect(deliveries.items.map((contact) => contact.email)).toEqual(['liisa.heikkinen@aurora.example']);
    const one = await send('GET', `${base(AURORA)}/${PEKKA}`);
    expect(one.json<OperativeContact>()).toMatchObject({
      firstName: 'Pekka',
      roles: ['OUTAGES', 'MAINTENANCE', 'SECURITY'],
      aroundTheClock: true,
    });
    expect(one.headers.etag).toBe('"1"');
    expect((await send('GET', `${base(AURORA)}?role=NOPE`)).statusCode).toBe(400);
  });

  it('adds a contact by the §5 rules, changes it on the version read (412 when stale) and removes it, all audited', async () => {
    const bad = await send('POST', base(POHJOLA), manager, {
      ...NEW_CONTACT,
      phone: '040 123',
      email: 'ei-osoite',
      roles: [],
      firstName: 'Tuula<>',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      firstName: 'validation.name',
      phone: 'validation.mobile-with-code',
      email: 'validation.email',
      roles: 'validation.cannot-be-empty',
    });
    const created = await send('POST', base(POHJOLA), manager, NEW_CONTACT);
    expect(created.statusCode).toBe(201);
    const contact = created.json<OperativeContact>();
    expect(contact).toMatchObject({
      phone: '+358407654321',
      email: 'tuula.jarvinen@pohjoladesign.example',
      roles: ['OUTAGES', 'DELIVERIES'],
      notes: null,
      version: 1,
    });
    const url = `${base(POHJOLA)}/${contact.id}`;
    const changed = await send('PUT', url, manager, { ...NEW_CONTACT, roles: ['MAINTENANCE'] }, '"1"');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<OperativeContact>()).toMatchObject({ roles: ['MAINTENANCE'], version: 2 });
    expect(changed.headers.etag).toBe('"2"');
    expect((await send('PUT', url, manager, NEW_CONTACT, '"1"')).statusCode).toBe(412);
    expect((await send('DELETE', url, manager, undefined, '"1"')).statusCode).toBe(412);
    expect((await send('DELETE', url, manager, undefined, '"2"')).statusCode).toBe(204);
    expect((await send('GET', url)).statusCode).toBe(404);
    const audit = (await send('GET', `/api/businesses/${POHJOLA}/audit?pageSize=3`)).json<AuditPage>();
    expect(audit.items.map((entry) => entry.action)).toEqual([
      'operative-contact.delete',
      'operative-contact.update',
      'operative-contact.create',
    ]);
    expect(audit.items[1]?.subject).toBe('Tuula Järvinen: roles OUTAGES, DELIVERIES → MAINTENANCE');
  });

  it('audits a change of the job title alone as that field, before and after', async () => {
    const created = await send('POST', base(POHJOLA), manager, { ...NEW_CONTACT, title: '' });
    const contact = created.json<OperativeContact>();
    const url = `${base(POHJOLA)}/${contact.id}`;
    const changed = await send('PUT', url, manager, { ...NEW_CONTACT, title: 'Testaaja' }, '"1"');
    expect(changed.statusCode).toBe(200);
    const audit = (await send('GET', `/api/businesses/${POHJOLA}/audit?pageSize=1`)).json<AuditPage>();
    expect(audit.items[0]).toMatchObject({
      action: 'operative-contact.update',
      subject: 'Tuula Järvinen: title – → Testaaja',
    });
    expect((await send('DELETE', url, manager, undefined, '"2"')).statusCode).toBe(204);
  });

  it('keeps the contacts from a user without the permissions (403) and from other companies (404)', async () => {
    expect((await send('GET', base(AURORA), user)).statusCode).toBe(403);
    expect((await send('POST', base(AURORA), user, NEW_CONTACT)).statusCode).toBe(403);
    expect((await send('DELETE', `${base(AURORA)}/${PEKKA}`, user)).statusCode).toBe(403);
    expect((await send('GET', base(KETTU))).statusCode).toBe(404);
    // Another company's contact through the caller's own company is not there.
    expect((await send('GET', `${base(AURORA)}/${KETTU_CONTACT}`)).statusCode).toBe(404);
    expect((await send('PUT', `${base(AURORA)}/${KETTU_CONTACT}`, manager, NEW_CONTACT)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `${base(AURORA)}/${KETTU_CONTACT}`)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: base(AURORA) })).statusCode).toBe(401);
    expect((await send('GET', base(KETTU), dc)).statusCode).toBe(200);
  });

  it('is not there where display-operative-contacts is off (production, §9)', async () => {
    const operator = await t.login('cc@kaista.example');
    const mode = (environment: string | null) =>
      send('PUT', '/api/environmentmode', operator, { environment });
    expect((await mode('production')).statusCode).toBe(200);
    expect((await send('GET', base(AURORA), operator)).statusCode).toBe(404);
    expect((await send('POST', base(AURORA), operator, NEW_CONTACT)).statusCode).toBe(404);
    expect((await mode(null)).statusCode).toBe(200);
    expect((await send('GET', base(AURORA), operator)).statusCode).toBe(200);
  });
});
