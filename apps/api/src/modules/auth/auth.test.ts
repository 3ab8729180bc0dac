import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, smsOutbox } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-ids';
import { CHALLENGE_COOKIE, SESSION_COOKIE, hashToken } from '../../plugins/session/session-token';
import { cookieValue, createTestApp, type TestApp } from '../../test/test-app';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const STATE = 'a'.repeat(64);

describe('login with password and SMS code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the login page with the state kept in the form', async () => {
    const response = await t.request({ method: 'GET', url: `/gauth/login?state=${STATE}&lang=en` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Log in to Kaista');
    expect(response.body).toContain(`value="${STATE}"`);
  });

  it('logs in with the password and returns to /oauth with the same state', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/gauth/login',
      ...form({ email: 'Manager@Aurora.example ', password: DEMO_PASSWORD, state: STATE }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/oauth?state=${STATE}`);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  });

  it('returns to /defaultreturn when the login had no state', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/gauth/login',
      ...form({ email: 'dc@kaista.example', password: DEMO_PASSWORD }),
    });
    expect(response.headers.location).toBe('/defaultreturn');
  });

  it('refuses a wrong password with the form shown again and no session', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/gauth/login?lang=en',
      ...form({ email: 'user@aurora.example', password: 'wrong' }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Wrong e-mail address or password.');
    expect(cookieValue(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('asks SMS users for the code sent to the outbox, then starts the session', async () => {
    const first = await t.request({
      method: 'POST',
      url: '/gauth/login',
      ...form({ email: 'sms@aurora.example', password: DEMO_PASSWORD, state: STATE }),
    });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toMatch(/^\/gauth\/login\/code/);
    expect(cookieValue(first, SESSION_COOKIE)).toBeUndefined();
    const challenge = cookieValue(first, CHALLENGE_COOKIE)!;
    await t.smsSent();
    const [sms] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, '+358401234567'));
    const code = /(\d{6})/.exec(sms!.body)![1]!;

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await t.request({
      method: 'POST',
      url: '/gauth/login/code',
      headers: { ...form({}).headers, cookie: `${CHALLENGE_COOKIE}=${challenge}` },
      payload: `code=${wrongCode}`,
    });
    expect(wrong.statusCode).toBe(401);
    expect(cookieValue(wrong, SESSION_COOKIE)).toBeUndefined();

    const right = await t.request({
      method: 'POST',
      url: '/gauth/login/code',
      headers: { ...form({}).headers, cookie: `${CHALLENGE_COOKIE}=${challenge}` },
      payload: `code=${code}`,
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`/oauth?state=${STATE}`);
    const session = cookieValue(right, SESSION_COOKIE)!;
    const info = await t.request({ method: 'GET', url: '/api/users/self/info', session });
    expect(info.json().email).toBe('sms@aurora.example');
  });

  it('rotates the session id at login and ends the session the browser had', async () => {
    const before = await t.login('manager@aurora.example');
    const response = await t.request({
      method: 'POST',
      url: '/gauth/login',
      ...form({ email: 'manager@aurora.example', password: DEMO_PASSWORD }),
      headers: { ...form({}).headers, cookie: `${SESSION_COOKIE}=${before}` },
    });
    const after = cookieValue(response, SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashToken(before))),
    ).toHaveLength(0);
    expect((await t.request({ method: 'POST', url: '/gauth/keepalive', session: before })).statusCode).toBe(
      204,
    );
    expect((await t.request({ method: 'POST', url: '/gauth/keepalive', session: after })).statusCode).toBe(
      200,
    );
  });
});
