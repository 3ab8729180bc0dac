import type { AuditPage } from '@kaista/domain/audit';
import type { CompanyUser } from '@kaista/domain/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const KETTU = DEMO_COMPANY.kettu;
const users = (company: string) => `/api/businesses/${company}/users`;

describe("a user's mobile number for the SMS codes", () => {
  let t: TestApp;
  let manager: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    dc = await t.login('dc@kaista.example');
  }, 60_000);
  afterAll(() => t.close());

  const addUser = async (firstName: string, phone?: string) => {
    const created = await t.request({
      method: 'POST',
      url: users(AURORA),
      session: manager,
      payload: {
        firstName,
        lastName: 'Numeroinen',
        email: `${firstName.toLowerCase()}.numeroinen@aurora.example`,
        roles: ['ServiceUser'],
        permissions: [],
        ...(phone === undefined ? {} : { phone }),
      },
    });
    expect(created.statusCode).toBe(201);
    return created.json<CompanyUser>();
  };
  const setPhone = (user: { uid: string; version?: number }, phone: string | null, session = manager) =>
    t.request({
      method: 'PUT',
      url: `${users(AURORA)}/${user.uid}/phone`,
      session,
      payload: { phone },
      ...(user.version === undefined ? {} : { headers: { 'if-match': `"${user.version}"` } }),
    });

  it('is given when the user is added, without white space, and then SMS codes may be switched on', async () => {
    const eeva = await addUser('Eeva', '+358 40 111 2233');
    expect(eeva.phone).toBe('+358401112233');
    const sms = await t.request({
      method: 'PUT',
      url: `${users(AURORA)}/${eeva.uid}/authentication`,
      session: manager,
      payload: { method: 'SMS' },
    });
    expect(sms.statusCode).toBe(200);
    expect(sms.json<CompanyUser>()).toMatchObject({ twoFactorMethod: 'SMS', phone: '+358401112233' });
    const listed = await t.request({
      method: 'GET',
      url: `${users(AURORA)}?q=eeva.numeroinen`,
      session: manager,
    });
    expect(listed.json<{ items: CompanyUser[] }>().items[0]?.phone).toBe('+358401112233');
  });

  it('refuses a number that breaks the §5 phone rule, on adding and on changing, changing nothing', async () => {
    const bad = await t.request({
      method: 'POST',
      url: users(AURORA),
      session: manager,
      payload: {
        firstName: 'Outi',
        lastName: 'Numeroinen',
        email: 'outi.numeroinen@aurora.example',
        roles: [],
        permissions: [],
        phone: '040 123',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, unknown> }>().fieldErrors).toHaveProperty('phone');
    const otto = await addUser('Otto');
    expect(otto.phone).toBeNull();
    // Without the country code the SMS gateway cannot send to it.
    const local = await setPhone(otto, '040 123 4567');
    expect(local.statusCode).toBe(400);
    expect(local.json<{ fieldErrors: Record<string, unknown> }>().fieldErrors).toHaveProperty('phone');
    const read = await t.request({ method: 'GET', url: `${users(AURORA)}/${otto.uid}`, session: manager });
    expect(read.json<CompanyUser>()).toMatchObject({ phone: null, version: otto.version });
  });

  it('is changed with the version read (412 when stale), moves the version on and is audited before and after', async () => {
    const pirjo = await addUser('Pirjo');
    const set = await setPhone(pirjo, '+358 50 222 3344');
    expect(set.statusCode).toBe(200);
    const after = set.json<CompanyUser>();
    expect(after.phone).toBe('+358502223344');
    expect(after.version).toBe(pirjo.version + 1);
    expect(set.headers.etag).toBe(`"${after.version}"`);
    // A second administrator's page still has the version before: nothing changes.
    const stale = await setPhone(pirjo, '+358509999999');
    expect(stale.statusCode).toBe(412);
    const changed = await setPhone(after, '+358 50 333 4455', dc);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<CompanyUser>().phone).toBe('+358503334455');
    const log = (
      await t.request({ method: 'GET', url: `/api/businesses/${AURORA}/audit?pageSize=50`, session: manager })
    ).json<AuditPage>();
    const entries = log.items.filter((entry) => entry.action === 'user.phone');
    expect(entries.map((entry) => entry.subject)).toEqual(
      expect.arrayContaining([
        'Pirjo Numeroinen: – → +358502223344',
        'Pirjo Numeroinen: +358502223344 → +358503334455',
      ]),
    );
  });

  it('is never taken from a user who signs in with SMS codes, and is removed once they use the password', async () => {
    const sami = await addUser('Sami', '+358401234000');
    const auth = (method: string) =>
      t.request({
        method: 'PUT',
        url: `${users(AURORA)}/${sami.uid}/authentication`,
        session: manager,
        payload: { method },
      });
    expect((await auth('SMS')).statusCode).toBe(200);
    const refused = await setPhone(sami, '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ILLEGAL_STATE' });
    const kept = await t.request({ method: 'GET', url: `${users(AURORA)}/${sami.uid}`, session: manager });
    expect(kept.json<CompanyUser>()).toMatchObject({ phone: '+358401234000', version: sami.version });
    expect((await auth('PASSWORD')).statusCode).toBe(200);
    const removed = await setPhone(sami, null);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CompanyUser>().phone).toBeNull();
  });

  it('keeps the number of a person of another company who is added here, unless they had none', async () => {
    const jari = await t.request({
      method: 'POST',
      url: `/api/businesses/${KETTU}/users`,
      session: dc,
      payload: {
        firstName: 'Kalle',
        lastName: 'Kahdessa',
        email: 'kalle.kahdessa@kettu.example',
        roles: ['ServiceUser'],
        permissions: [],
        phone: '+358407770001',
      },
    });
    expect(jari.statusCode).toBe(201);
    const added = await t.request({
      method: 'POST',
      url: users(AURORA),
      session: manager,
      payload: {
        firstName: 'Kalle',
        lastName: 'Kahdessa',
        email: 'kalle.kahdessa@kettu.example',
        roles: ['ServiceUser'],
        permissions: [],
        phone: '+358407770002',
      },
    });
    expect(added.json<CompanyUser>().phone).toBe('+358407770001');
  });

  it("answers 404 for another company's user and 403 to those who may not manage users", async () => {
    const kettuUsers = (await t.request({ method: 'GET', url: users(KETTU), session: dc })).json<{
      items: CompanyUser[];
    }>();
    const foreign = kettuUsers.items[0]!;
    expect((await setPhone({ uid: foreign.uid }, '+358401000000')).statusCode).toBe(404);
    const ulla = await t.login('user@aurora.example');
    const pirkko = await addUser('Pirkko');
    expect((await setPhone({ uid: pirkko.uid }, '+358401000000', ulla)).statusCode).toBe(403);
  });
});
