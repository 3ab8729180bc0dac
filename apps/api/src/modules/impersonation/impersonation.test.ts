import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@kaista/domain/audit';
import type { UserInfo } from '@kaista/domain/session';
import { users } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session/session-token';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { cookieValue, createTestApp, type TestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;

describe('impersonation and its audit trail', () => {
  let t: TestApp;
  const idOf = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const audit = async (session: string, query = '') =>
    (
      await t.request({ method: 'GET', url: `/api/businesses/${AURORA}/audit${query}`, session })
    ).json<AuditPage>();
  const actAs = (session: string, email: Promise<string>, company: string = AURORA) =>
    email.then((uid) =>
      t.request({ method: 'POST', url: `/api/businesses/${company}/impersonations/${uid}`, session }),
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets DC and CC users act for a company user, never for an operator or outside the company', async () => {
    const mu = await t.login('mu@kaista.example');
    expect((await actAs(mu, idOf('user@aurora.example'))).statusCode).toBe(403);
    const manager = await t.login('manager@aurora.example');
    expect((await actAs(manager, idOf('user@aurora.example'))).statusCode).toBe(403);
    const dc = await t.login('dc@kaista.example');
    expect((await actAs(dc, idOf('cc@kaista.example'))).statusCode).toBe(404);
    expect((await actAs(dc, idOf('rep@kettu.example'))).statusCode).toBe(404);
    expect((await actAs(dc, idOf('rep@kettu.example'), DEMO_COMPANY.kettu)).statusCode).toBe(200);
  });

  it('rotates the session id at start and at stop, and audits both and every write between', async () => {
    const cc = await t.login('cc@kaista.example');
    const before = (await audit(cc)).total;
    await t.request({
      method: 'PUT',
      url: '/api/users/self/profile',
      session: cc,
      payload: { userLanguage: 'en' },
    });
    expect((await audit(cc)).total).toBe(before);

    const started = await actAs(cc, idOf('user@aurora.example'));
    expect(started.statusCode).toBe(200);
    const acting = cookieValue(started, SESSION_COOKIE)!;
    expect(acting).toBeDefined();
    expect(acting).not.toBe(cc);
    expect((await t.request({ method: 'GET', url: '/api/users/self/info', session: cc })).statusCode).toBe(
      401,
    );
    const info = (
      await t.request({ method: 'GET', url: '/api/users/self/info', session: acting })
    ).json<UserInfo>();
    expect(info.email).toBe('user@aurora.example');
    expect(info.impersonatorName).toBe('Cecilia Asiakaspalvelu');

    const change = await t.request({
      method: 'PUT',
      url: '/api/users/self/profile',
      session: acting,
      payload: { userLanguage: 'sv' },
    });
    expect(change.statusCode).toBe(200);
    const refused = await t.request({ method: 'POST', url: '/api/businesses', session: acting, payload: {} });
    expect(refused.statusCode).toBe(400);

    const stopped = await t.request({ method: 'DELETE', url: '/api/impersonations', session: acting });
    expect(stopped.statusCode).toBe(200);
    const own = cookieValue(stopped, SESSION_COOKIE)!;
    expect(own).not.toBe(acting);
    expect(
      (await t.request({ method: 'GET', url: '/api/users/self/info', session: acting })).statusCode,
    ).toBe(401);
    const back = (
      await t.request({ method: 'GET', url: '/api/users/self/info', session: own })
    ).json<UserInfo>();
    expect(back).toMatchObject({ email: 'cc@kaista.example', impersonatorName: null });

    const log = await audit(own);
    expect(log.total).toBe(before + 4);
    expect(log.items.slice(0, 4).map((entry) => [entry.action, entry.result])).toEqual([
      ['impersonation.stop', 200],
      ['company.create', 400],
      ['profile.update', 200],
      ['impersonation.start', 200],
    ]);
    expect(log.items[1]).toMatchObject({
      operator: { name: 'Cecilia Asiakaspalvelu' },
      actedFor: { uid: await idOf('user@aurora.example') },
      companyId: AURORA,
    });
    await t.request({
      method: 'PUT',
      url: '/api/users/self/profile',
      session: own,
      payload: { userLanguage: 'fi' },
    });
    expect((await audit(own)).total).toBe(before + 4);
  });

  it('refuses to stop when not acting, and ends acting with the operator session', async () => {
    const dc = await t.login('dc@kaista.example');
    expect((await t.request({ method: 'DELETE', url: '/api/impersonations', session: dc })).statusCode).toBe(
      409,
    );
    const acting = cookieValue(await actAs(dc, idOf('user@aurora.example')), SESSION_COOKIE)!;
    expect((await t.request({ method: 'DELETE', url: '/api/sessions', session: acting })).statusCode).toBe(
      204,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/users/self/info', session: acting })).statusCode,
    ).toBe(401);
  });

  it('opens the demo with a history in the log: what customer care did there while acting for the manager', async () => {
    const manager = await t.login('manager@aurora.example');
    const day = await audit(manager, '?from=2026-11-10&to=2026-11-10');
    expect(
      day.items.map((entry) => [entry.action, entry.operator.name, entry.actedFor?.name, entry.subject]),
    ).toEqual([
      ['impersonation.stop', 'Cecilia Asiakaspalvelu', 'Maria Manninen', null],
      [
        'group.members',
        'Cecilia Asiakaspalvelu',
        'Maria Manninen',
        'Tukipyyntöjen käsittelijät: +Mikko Koskinen',
      ],
      ['impersonation.start', 'Cecilia Asiakaspalvelu', 'Maria Manninen', null],
    ]);
    expect(day.actors.map((actor) => actor.name)).toEqual(
      expect.arrayContaining(['Maria Manninen', 'Cecilia Asiakaspalvelu']),
    );
  });

  it('shows the log to the company administrators and operators, filtered by actor and date, and as CSV', async () => {
    const manager = await t.login('manager@aurora.example');
    const cc = await idOf('cc@kaista.example');
    const mine = await audit(manager, `?actor=${cc}`);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((entry) => entry.operator.uid === cc)).toBe(true);
    expect(mine.actors.map((actor) => actor.name)).toContain('Cecilia Asiakaspalvelu');
    expect((await audit(manager, '?from=2000-01-01&to=2000-12-31')).total).toBe(0);
    const impossible = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/audit?from=2026-02-30`,
      session: manager,
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json<{ fieldErrors: Record<string, unknown> }>().fieldErrors).toEqual({
      from: 'validation.invalid',
    });
    const dayOf = (at: string) => new Date(at).toLocaleDateString('sv-SE', { timeZone: 'Europe/Helsinki' });
    const today = dayOf(new Date().toISOString());
    const madeToday = (await audit(manager, '?pageSize=100')).items.filter(
      (entry) => dayOf(entry.occurredAt) === today,
    );
    expect(madeToday.length).toBeGreaterThan(0);
    expect((await audit(manager, `?from=${today}&to=${today}`)).total).toBe(madeToday.length);
    const csv = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/audit.csv?actor=${cc}`,
      session: manager,
      headers: { 'x-accept-language': 'en' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Time;Who;Action;Result');
    expect(lines).toHaveLength(mine.total + 1);
    expect(lines).toContainEqual(
      expect.stringMatching(/;Cecilia Asiakaspalvelu for Ulla Käyttäjä;Changed the user's settings;Done$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/;Cecilia Asiakaspalvelu;Started acting as Ulla/));
    const user = await t.login('user@aurora.example');
    expect(
      (await t.request({ method: 'GET', url: `/api/businesses/${AURORA}/audit`, session: user })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/businesses/${DEMO_COMPANY.kettu}/audit`,
          session: manager,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('writes no row for a POST that only reads, nor for a call no route answers, while acting', async () => {
    const manager = await t.login('manager@aurora.example');
    const cc = await t.login('cc@kaista.example');
    const ulla = idOf('user@aurora.example');
    const acting = cookieValue(await actAs(cc, ulla), SESSION_COOKIE)!;
    const before = (await audit(manager)).total;

    // What the web app does after a 403: the user's rights in the company read anew.
    const refreshed = await t.request({
      method: 'POST',
      url: `/api/businesses/${AURORA}/users/${await ulla}/refresh`,
      session: acting,
    });
    expect(refreshed.statusCode).toBe(200);
    const unrouted = await t.request({
      method: 'POST',
      url: `/api/businesses/${AURORA}/nothing`,
      session: acting,
    });
    expect(unrouted.statusCode).toBe(404);

    const log = await audit(manager);
    expect(log.total).toBe(before);
    expect(log.items.filter((entry) => entry.action.includes('/api/'))).toEqual([]);
    await t.request({ method: 'DELETE', url: '/api/impersonations', session: acting });
  });

  it('keeps the audit log append-only in the database', async () => {
    await expect(t.db.execute('UPDATE audit_log SET result = 500')).rejects.toThrow();
    await expect(t.db.execute('DELETE FROM audit_log')).rejects.toThrow();
  });
});
