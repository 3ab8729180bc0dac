import type { AuditPage } from '@kaista/domain/audit';
import type { Page } from '@kaista/domain/shared/api';
import type { CompanyEndUser, LinkedEndUser } from '@kaista/domain/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const KETTU = DEMO_COMPANY.kettu;
/** Pohjolan Painotalo Oy, an end user of Pohjola's. */
const POHJOLA_PRINTER = demoUuid(93, 900_003);
const MARIA = demoUuid(1, 5);
const ULLA = demoUuid(1, 6);
const SATU = demoUuid(91, 2);
const JUKKA = demoUuid(91, 1);
const KAISA = demoUuid(91, 8);
const endUsers = (company: string) => `/api/businesses/${company}/endusers`;
const linkUrl = (userId: string) => `/api/businesses/${AURORA}/users/${userId}/enduser`;

describe('the end-user link of a company user', () => {
  let t: TestApp;
  let manager: string;
  let ulla: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    ulla = await t.login('user@aurora.example');
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, session = manager) => t.request({ method: 'GET', url, session });
  const link = (userId: string, uid: string | null, session = manager) =>
    t.request({ method: 'POST', url: linkUrl(userId), session, payload: { uid } });
  const search = async (query: string) =>
    (await get(`${endUsers(AURORA)}?${query}`)).json<Page<CompanyEndUser>>();

  it('searches the company’s end users by name or e-mail, and offers the unlinked ones', async () => {
    const all = await search('pageSize=5');
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(100);
    const satu = await search('name=satu%20nieminen');
    expect(satu.items).toEqual([
      expect.objectContaining({
        name: 'Satu Nieminen',
        partyType: 'INDIVIDUAL',
        email: 'satu.nieminen@aurora.example',
        linkedUserUid: null,
      }),
    ]);
    expect(satu.items[0]!.mobileNumber).toMatch(/^\+358/);
    const organization = await search('name=satamahuolto');
    expect(organization.items.map((row) => [row.name, row.partyType])).toEqual([
      ['Satamahuolto Laine Ky', 'ORGANIZATION'],
    ]);
    expect((await search(`name=${encodeURIComponent('ulla käyttäjä')}`)).items[0]!.linkedUserUid).toBe(ULLA);
    expect((await search(`name=${encodeURIComponent('ulla käyttäjä')}&unlinked=true`)).items).toEqual([]);
    // Another company's end users are not Aurora's.
    expect((await search('name=painotalo')).items).toEqual([]);
  });

  it('shows the end user a user is linked to, or none', async () => {
    const ullas = (await get(`${endUsers(AURORA)}/${ULLA}`)).json<LinkedEndUser>();
    expect(ullas.endUser).toMatchObject({ name: 'Ulla Käyttäjä', linkedUserUid: ULLA });
    const marias = await get(`${endUsers(AURORA)}/${MARIA}`);
    expect(marias.statusCode).toBe(200);
    expect(marias.json<LinkedEndUser>().endUser).toBeNull();
    // Another company's user is reported as missing.
    expect((await get(`${endUsers(AURORA)}/${KAISA}`)).statusCode).toBe(404);
  });

  it('links a user to an end user, moves and ends the link, and audits each change', async () => {
    const satu = (await search('name=satu%20nieminen')).items[0]!;
    const linked = await link(SATU, satu.uid);
    expect(linked.statusCode).toBe(200);
    expect(linked.json<LinkedEndUser>().endUser).toMatchObject({ uid: satu.uid, linkedUserUid: SATU });
    expect((await get(`${endUsers(AURORA)}/${SATU}`)).json<LinkedEndUser>().endUser?.uid).toBe(satu.uid);

    const organization = (await search('name=kiinteist')).items[0]!;
    await link(SATU, organization.uid);
    expect((await search('name=satu%20nieminen')).items[0]!.linkedUserUid).toBeNull();
    expect((await get(`${endUsers(AURORA)}/${SATU}`)).json<LinkedEndUser>().endUser?.name).toBe(
      'Aurora Kiinteistöt Oy',
    );

    const ended = await link(SATU, null);
    expect(ended.json<LinkedEndUser>().endUser).toBeNull();
    expect((await search('name=kiinteist')).items[0]!.linkedUserUid).toBeNull();

    const audit = (await get(`/api/businesses/${AURORA}/audit`)).json<AuditPage>();
    const subjects = audit.items.filter((row) => row.action === 'user.enduser').map((row) => row.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Satu Nieminen: – → Satu Nieminen',
        'Satu Nieminen: Satu Nieminen → Aurora Kiinteistöt Oy',
        'Satu Nieminen: Aurora Kiinteistöt Oy → –',
      ]),
    );
  });

  it('refuses an end user linked to someone else (409), and unknown or other companies’ ones (404)', async () => {
    const ullas = (await search(`name=${encodeURIComponent('ulla käyttäjä')}`)).items[0]!;
    const taken = await link(MARIA, ullas.uid);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ code: string }>().code).toBe('ILLEGAL_STATE');
    expect((await get(`${endUsers(AURORA)}/${ULLA}`)).json<LinkedEndUser>().endUser?.uid).toBe(ullas.uid);

    // Maria does not run Kettu's users: its end users are not hers to see.
    expect((await get(`${endUsers(KETTU)}?name=kettunen`)).statusCode).toBe(404);
    // Pohjola's end user is not Aurora's to link.
    expect((await link(MARIA, POHJOLA_PRINTER)).statusCode).toBe(404);
    expect((await link(MARIA, crypto.randomUUID())).statusCode).toBe(404);
    expect((await link(KAISA, ullas.uid)).statusCode).toBe(404);
    expect((await link(MARIA, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('frees the end user of a user removed from the company', async () => {
    const jukka = (await search('name=jukka%20lehtonen')).items[0]!;
    expect(jukka.linkedUserUid).toBe(JUKKA);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/businesses/${AURORA}/users/${JUKKA}`,
      session: manager,
    });
    expect(removed.statusCode).toBe(204);
    expect((await search('name=jukka%20lehtonen')).items[0]!.linkedUserUid).toBeNull();
    expect((await get(`${endUsers(AURORA)}/${JUKKA}`)).statusCode).toBe(404);
  });

  it('is for those who run the company’s users: a service user gets 403', async () => {
    expect((await get(`${endUsers(AURORA)}?name=a`, ulla)).statusCode).toBe(403);
    expect((await get(`${endUsers(AURORA)}/${ULLA}`, ulla)).statusCode).toBe(403);
    const satu = (await search('name=satu%20nieminen')).items[0]!;
    expect((await link(ULLA, satu.uid, ulla)).statusCode).toBe(403);
    expect((await search('name=satu%20nieminen')).items[0]!.linkedUserUid).toBeNull();
  });
});
