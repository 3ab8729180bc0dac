import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { DEMO_COMPANY, DEMO_PASSWORD } from '../seed/demo-ids';
import { SESSION_COOKIE, hashToken } from '../plugins/session/session-token';
import { cookieValue, createTestApp, type TestApp } from '../test/test-app';

const MINUTE = 60_000;
const IDLE_MINUTES = 30;

/** Spec §4 'Session': what a stolen, planted or old session id can still do (nothing). */
describe('session ids against replay, fixation and expiry', () => {
  let t: TestApp;
  const status = async (session: string) =>
    (await t.request({ method: 'GET', url: '/api/users/self/info', session })).statusCode;
  const rowOf = async (token: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashToken(token)))
    )[0]!;
  const setExpiry = (token: string, idle: number, absolute: number) =>
    t.db
      .update(sessions)
      .set({ idleExpiresAt: new Date(idle), absoluteExpiresAt: new Date(absolute) })
      .where(eq(sessions.idHash, hashToken(token)));
  const keepAlive = (session: string) => t.request({ method: 'POST', url: '/gauth/keepalive', session });
  const loginWithCookie = (email: string, planted: string) =>
    t.request({
      method: 'POST',
      url: '/gauth/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${SESSION_COOKIE}=${planted}`,
      },
      payload: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
    });

  beforeAll(async () => {
    t = await createTestApp({ config: { sessionIdleMinutes: IDLE_MINUTES, sessionAbsoluteHours: 12 } });
  });
  afterAll(() => t.close());

  it('refuses a session cookie replayed after logout, by the API or the logout page', async () => {
    const viaApi = await t.login('manager@aurora.example');
    await t.request({ method: 'DELETE', url: '/api/sessions', session: viaApi });
    expect(await status(viaApi)).toBe(401);
    const viaPage = await t.login('manager@aurora.example');
    await t.request({ method: 'POST', url: '/gauth/logout', session: viaPage });
    expect(await status(viaPage)).toBe(401);
    expect((await keepAlive(viaPage)).statusCode).toBe(204);
  });

  it('never adopts a session id an attacker set before login, and ends a planted live one', async () => {
    const chosen = 'attacker-chosen-session-id-0123456789abcdefghijk';
    const first = await loginWithCookie('manager@aurora.example', chosen);
    const issued = cookieValue(first, SESSION_COOKIE)!;
    expect(issued).toBeDefined();
    expect(issued).not.toBe(chosen);
    expect(await status(chosen)).toBe(401);

    const attackers = await t.login('user@aurora.example');
    const victim = cookieValue(await loginWithCookie('manager@aurora.example', attackers), SESSION_COOKIE)!;
    expect(victim).not.toBe(attackers);
    expect(await status(attackers)).toBe(401);
    const info = await t.request({ method: 'GET', url: '/api/users/self/info', session: victim });
    expect(info.json().email).toBe('manager@aurora.example');
  });

  it('rotates the id when acting for a user starts and stops; the old ids are dead', async () => {
    const [target] = await t.db.select().from(users).where(eq(users.email, 'rep@kettu.example'));
    const operator = await t.login('dc@kaista.example');
    const url = `/api/businesses/${DEMO_COMPANY.kettu}/impersonations/${target!.id}`;
    const started = await t.request({ method: 'POST', url, session: operator });
    expect(started.statusCode).toBe(200);
    const acting = cookieValue(started, SESSION_COOKIE)!;
    expect(acting).not.toBe(operator);
    expect(await status(operator)).toBe(401);
    const stopped = await t.request({ method: 'DELETE', url: '/api/impersonations', session: acting });
    const own = cookieValue(stopped, SESSION_COOKIE)!;
    expect(own).not.toBe(acting);
    expect(await status(acting)).toBe(401);
    expect(await status(operator)).toBe(401);
    expect(await status(own)).toBe(200);
  });

  it('ends a session idle past its idle end, and one past its absolute end even if active', async () => {
    const idle = await t.login('manager@aurora.example');
    await setExpiry(idle, Date.now() - 1000, Date.now() + 60 * MINUTE);
    expect(await status(idle)).toBe(401);
    expect((await keepAlive(idle)).statusCode).toBe(204);

    const old = await t.login('manager@aurora.example');
    await setExpiry(old, Date.now() + 20 * MINUTE, Date.now() - 1000);
    expect(await status(old)).toBe(401);
    expect((await keepAlive(old)).statusCode).toBe(204);
  });

  it('extends the idle end by keep-alive, but never past the absolute end', async () => {
    const session = await t.login('manager@aurora.example');
    const absolute = Date.now() + 120 * MINUTE;
    await setExpiry(session, Date.now() + MINUTE, absolute);
    const extended = await keepAlive(session);
    expect(Date.parse(extended.json().expiresAt)).toBeGreaterThan(Date.now() + (IDLE_MINUTES - 1) * MINUTE);
    expect((await rowOf(session)).absoluteExpiresAt.getTime()).toBe(absolute);

    const closeToEnd = Date.now() + 5 * MINUTE;
    await setExpiry(session, Date.now() + MINUTE, closeToEnd);
    const capped = await keepAlive(session);
    expect(Date.parse(capped.json().expiresAt)).toBe(closeToEnd);
    expect((await rowOf(session)).absoluteExpiresAt.getTime()).toBe(closeToEnd);
  });

  it('writes a keep-alive at most once a minute: one right after another leaves the row as it was', async () => {
    const session = await t.login('manager@aurora.example');
    await setExpiry(session, Date.now() + MINUTE, Date.now() + 120 * MINUTE);
    const first = await keepAlive(session);
    const written = await rowOf(session);
    expect(written.idleExpiresAt.getTime()).toBe(Date.parse(first.json().expiresAt));
    const second = await keepAlive(session);
    expect(second.json().expiresAt).toBe(first.json().expiresAt);
    expect(await rowOf(session)).toEqual(written);
  });

  it('does not write the session row on ordinary calls: only the keep-alive moves the idle end', async () => {
    const session = await t.login('manager@aurora.example');
    const idleEnd = Date.now() + 10 * MINUTE;
    await setExpiry(session, idleEnd, Date.now() + 60 * MINUTE);
    for (let call = 0; call < 3; call += 1) expect(await status(session)).toBe(200);
    expect((await rowOf(session)).idleExpiresAt.getTime()).toBe(idleEnd);
  });
});
