import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles, users } from '../../db/schema';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const { aurora, pohjola, kettu } = DEMO_COMPANY;
const refs = (ids: string[]) => ({ companies: ids.map((uid) => ({ uid })) });
const names = (list: { companies: { name: string }[] }) => list.companies.map((company) => company.name);

/** Issue 21.1: a profile must not turn company ids the user may not reach into those companies' names. */
describe('companies in the profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (session: string, payload: object) =>
    t.request({ method: 'PUT', url: '/api/users/self/profile', session, payload });
  const get = async (session: string) =>
    (await t.request({ method: 'GET', url: '/api/users/self/profile', session })).json();

  it('refuses another customer in the favourites or searches of a company user, naming no one', async () => {
    const session = await t.login('user@aurora.example');
    for (const payload of [{ favourites: refs([kettu, pohjola]) }, { searches: refs([aurora, kettu]) }]) {
      const response = await put(session, payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('Kettu');
      expect(response.body).not.toContain('Pohjola');
    }
    expect(await get(session)).toMatchObject({ favourites: { companies: [] }, searches: { companies: [] } });
  });

  it('lets a manager keep both of their companies, but not a third', async () => {
    const session = await t.login('manager@aurora.example');
    const saved = await put(session, { favourites: refs([pohjola, aurora]) });
    expect(names(saved.json().favourites)).toEqual(['Pohjola Design Oy', 'Aurora Logistics Oy']);
    expect((await put(session, { searches: refs([aurora, kettu]) })).statusCode).toBe(400);
  });

  it('refuses the companies of other customers to a partner-shop user', async () => {
    const session = await t.login('rep@kettu.example');
    expect((await put(session, { favourites: refs([kettu]) })).statusCode).toBe(200);
    expect((await put(session, { favourites: refs([aurora]) })).statusCode).toBe(400);
  });

  it('lets operator staff keep any company', async () => {
    const session = await t.login('cc@kaista.example');
    const saved = await put(session, { favourites: refs([kettu, aurora]), searches: refs([pohjola]) });
    expect(names(saved.json().favourites)).toEqual(['Kettu Retail Oy', 'Aurora Logistics Oy']);
    expect(names(saved.json().searches)).toEqual(['Pohjola Design Oy']);
  });

  it('leaves out of the answer a stored company the user may no longer reach', async () => {
    const session = await t.login('employee@aurora.example');
    const [employee] = await t.db.select().from(users).where(eq(users.email, 'employee@aurora.example'));
    await t.db
      .insert(userProfiles)
      .values({ userId: employee!.id, favouriteCompanyIds: [kettu, aurora], recentCompanyIds: [pohjola] })
      .onConflictDoUpdate({
        target: userProfiles.userId,
        set: { favouriteCompanyIds: [kettu, aurora], recentCompanyIds: [pohjola] },
      });
    const profile = await get(session);
    expect(names(profile.favourites)).toEqual(['Aurora Logistics Oy']);
    expect(profile.searches.companies).toEqual([]);
  });
});
