import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { hashToken } from '../../plugins/session/session-token';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('session and user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keep-alive answers 200 with a session and 204 without', async () => {
    const session = await t.login('manager@aurora.example');
    const alive = await t.request({ method: 'POST', url: '/gauth/keepalive', session });
    expect(alive.statusCode).toBe(200);
    expect(new Date(alive.json().expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await t.request({ method: 'POST', url: '/gauth/keepalive' })).statusCode).toBe(204);
  });

  it('keep-alive pushes the idle end forward', async () => {
    const session = await t.login('user@aurora.example');
    const soon = new Date(Date.now() + 60_000);
    await t.db
      .update(sessions)
      .set({ idleExpiresAt: soon })
      .where(eq(sessions.idHash, hashToken(session)));
    await t.request({ method: 'POST', url: '/gauth/keepalive', session });
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(session)));
    expect(row!.idleExpiresAt.getTime()).toBeGreaterThan(soon.getTime() + 60_000);
  });

  it('an idle session expires: 401 from the API and 204 from the keep-alive', async () => {
    const session = await t.login('user@aurora.example');
    await t.db
      .update(sessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashToken(session)));
    const info = await t.request({ method: 'GET', url: '/api/users/self/info', session });
    expect(info.statusCode).toBe(401);
    expect(info.json().code).toBe('UNAUTHENTICATED');
    expect((await t.request({ method: 'POST', url: '/gauth/keepalive', session })).statusCode).toBe(204);
  });

  it('a session past its absolute end expires even when kept alive', async () => {
    const session = await t.login('user@aurora.example');
    await t.db
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashToken(session)));
    expect((await t.request({ method: 'POST', url: '/gauth/keepalive', session })).statusCode).toBe(204);
  });

  it('logout removes the session from the database', async () => {
    const session = await t.login('manager@aurora.example');
    const response = await t.request({ method: 'DELETE', url: '/api/sessions', session });
    expect(response.statusCode).toBe(204);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashToken(session))),
    ).toHaveLength(0);
    expect((await t.request({ method: 'GET', url: '/api/users/self/info', session })).statusCode).toBe(401);
  });

  it('user info lists the organizations with roles and permissions', async () => {
    const session = await t.login('manager@aurora.example');
    const info = (await t.request({ method: 'GET', url: '/api/users/self/info', session })).json();
    expect(info).toMatchObject({
      email: 'manager@aurora.example',
      type: 'external',
      currentCompanyId: DEMO_COMPANY.aurora,
      impersonatorName: null,
    });
    expect(info.organizations.map((o: { name: string }) => o.name)).toEqual([
      'Aurora Logistics Oy',
      'Pohjola Design Oy',
    ]);
    expect(info.organizations[0].roles).toEqual(['ServiceManagerUser']);
    expect(info.organizations[0].permissions).toContain('InvoicingReadInvoice');
  });

  it('operator staff start without a company and gain one by activating it', async () => {
    const session = await t.login('cc@kaista.example');
    let info = (await t.request({ method: 'GET', url: '/api/users/self/info', session })).json();
    expect(info).toMatchObject({
      roles: ['CCUser'],
      type: 'internal',
      currentCompanyId: '0',
      organizations: [],
    });
    const activated = await t.request({
      method: 'POST',
      url: `/api/businesses/${DEMO_COMPANY.pohjola}/activate`,
      session,
    });
    expect(activated.json().currentCompanyId).toBe(DEMO_COMPANY.pohjola);
    info = (await t.request({ method: 'GET', url: '/api/users/self/info', session })).json();
    expect(info.organizations).toHaveLength(1);
    expect(info.organizations[0].name).toBe('Pohjola Design Oy');
  });

  it('a company user cannot activate a company they are not in', async () => {
    const session = await t.login('user@aurora.example');
    const response = await t.request({
      method: 'POST',
      url: `/api/businesses/${DEMO_COMPANY.kettu}/activate`,
      session,
    });
    expect(response.statusCode).toBe(404);
  });

  it('the profile has defaults and keeps what the user changes', async () => {
    const session = await t.login('employee@aurora.example');
    const profile = (await t.request({ method: 'GET', url: '/api/users/self/profile', session })).json();
    expect(profile).toMatchObject({
      userLanguage: 'fi',
      defaultCompany: { uid: DEMO_COMPANY.aurora },
      favourites: { companies: [] },
      mainTourDismissed: false,
    });
    const updated = await t.request({
      method: 'PUT',
      url: '/api/users/self/profile',
      session,
      payload: { userLanguage: 'en', mainTourDismissed: true },
    });
    expect(updated.json()).toMatchObject({ userLanguage: 'en', mainTourDismissed: true });
    expect(
      (await t.request({ method: 'GET', url: '/api/users/self/profile', session })).json().userLanguage,
    ).toBe('en');
  });

  it('refuses a default company the user is not in and an unknown language', async () => {
    const session = await t.login('user@aurora.example');
    const company = await t.request({
      method: 'PUT',
      url: '/api/users/self/profile',
      session,
      payload: { defaultCompany: { uid: DEMO_COMPANY.kettu } },
    });
    expect(company.statusCode).toBe(400);
    expect(company.json().fieldErrors).toHaveProperty('defaultCompany');
    const language = await t.request({
      method: 'PUT',
      url: '/api/users/self/profile',
      session,
      payload: { userLanguage: 'de' },
    });
    expect(language.statusCode).toBe(400);
    expect(language.json().fieldErrors).toHaveProperty('userLanguage');
  });

  it('keeps recent companies unique and at most ten, newest first', async () => {
    const session = await t.login('dc@kaista.example');
    const ids = [DEMO_COMPANY.kettu, DEMO_COMPANY.aurora, DEMO_COMPANY.kettu, DEMO_COMPANY.pohjola];
    const profile = (
      await t.request({
        method: 'PUT',
        url: '/api/users/self/profile',
        session,
        payload: { searches: { companies: ids.map((uid) => ({ uid })) } },
      })
    ).json();
    expect(profile.searches.companies.map((c: { uid: string }) => c.uid)).toEqual([
      DEMO_COMPANY.kettu,
      DEMO_COMPANY.aurora,
      DEMO_COMPANY.pohjola,
    ]);
  });
});
