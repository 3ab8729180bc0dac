import type { ContactHit } from '@kaista/domain/users';
import type { Organization } from '@kaista/domain/session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const ULLA = demoUuid(1, 6);
const MARIA = demoUuid(1, 5);

describe('contacts search and a user’s refreshed rights', () => {
  let t: TestApp;
  let manager: string;
  let ulla: string;
  let employee: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    ulla = await t.login('user@aurora.example');
    employee = await t.login('employee@aurora.example');
  }, 60_000);
  afterAll(() => t.close());
  const get = (url: string, session: string) => t.request({ method: 'GET', url, session });
  const refresh = (userId: string, session: string, company = AURORA) =>
    t.request({ method: 'POST', url: `/api/businesses/${company}/users/${userId}/refresh`, session });

  it('finds the company’s people by a part of the name or e-mail, for any of its users', async () => {
    const found = await get(`/api/businesses/${AURORA}/search/contacts?q=lehto`, employee);
    expect(found.statusCode).toBe(200);
    expect(found.json<{ hits: ContactHit[] }>().hits.map((hit) => hit.email)).toEqual([
      'jukka.lehtonen@aurora.example',
    ]);
    const few = await get(`/api/businesses/${AURORA}/search/contacts?q=aurora&hits=2`, employee);
    expect(few.json<{ hits: ContactHit[] }>().hits).toHaveLength(2);
    expect((await get(`/api/businesses/${AURORA}/search/contacts?q=`, employee)).statusCode).toBe(400);
    const kettu = await get(`/api/businesses/${DEMO_COMPANY.kettu}/search/contacts?q=a`, employee);
    expect(kettu.statusCode).toBe(404);
  });

  it('follows a person’s change of name into every company’s list and search', async () => {
    await t.db.update(users).set({ lastName: 'Uusinimi' }).where(eq(users.id, ULLA));
    const found = await get(`/api/businesses/${AURORA}/search/contacts?q=uusinimi`, employee);
    expect(found.json<{ hits: ContactHit[] }>().hits.map((hit) => hit.uid)).toEqual([ULLA]);
    const list = await get(`/api/businesses/${AURORA}/users?q=ulla%20uusi`, manager);
    expect(list.json<{ items: { lastName: string }[] }>().items.map((u) => u.lastName)).toEqual(['Uusinimi']);
  });

  it('answers the user’s own rights as they are now, and another’s only to someone managing users', async () => {
    const own = await refresh(ULLA, ulla);
    expect(own.statusCode).toBe(200);
    expect(own.json<Organization>()).toMatchObject({ uid: AURORA, isUpToDate: true, roles: ['ServiceUser'] });
    await t.request({
      method: 'PUT',
      url: `/api/businesses/${AURORA}/users/${ULLA}/roles`,
      session: manager,
      payload: { roles: ['ServiceUser'], permissions: ['InvoicingReadInvoice'] },
    });
    expect((await refresh(ULLA, ulla)).json<Organization>().permissions).toEqual(['InvoicingReadInvoice']);
    expect((await refresh(MARIA, ulla)).statusCode).toBe(403);
    expect((await refresh(ULLA, manager)).statusCode).toBe(200);
    expect((await refresh(demoUuid(91, 10), manager)).statusCode).toBe(404);
  });
});
