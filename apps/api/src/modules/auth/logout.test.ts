import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/session/session-token';
import { TEST_HOST, createTestApp, type TestApp } from '../../test/test-app';

const isAlive = async (t: TestApp, session: string) =>
  (await t.request({ method: 'POST', url: '/gauth/keepalive', session })).statusCode === 200;

describe('logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a plain GET, as a cross-site link or image sends, only offers the button', async () => {
    const session = await t.login('manager@aurora.example');
    const response = await t.app.inject({
      method: 'GET',
      url: '/gauth/logout?lang=en',
      headers: { host: TEST_HOST, cookie: `${SESSION_COOKIE}=${session}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<form method="post" action="/gauth/logout?lang=en">');
    expect(response.body).toContain('Log out');
    expect(response.body).toContain('<a href="/">Back to Kaista</a>');
    expect(await isAlive(t, session)).toBe(true);
  });

  it('refuses a cross-site logout post', async () => {
    const session = await t.login('manager@aurora.example');
    const response = await t.app.inject({
      method: 'POST',
      url: '/gauth/logout',
      headers: {
        host: TEST_HOST,
        origin: 'https://evil.example',
        cookie: `${SESSION_COOKIE}=${session}`,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(await isAlive(t, session)).toBe(true);
  });

  it('the button posts from the same origin, ends the session and returns to the login page', async () => {
    const session = await t.login('manager@aurora.example');
    const response = await t.app.inject({
      method: 'POST',
      url: '/gauth/logout?lang=sv',
      headers: { host: TEST_HOST, origin: `http://${TEST_HOST}`, cookie: `${SESSION_COOKIE}=${session}` },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/gauth/login?lang=sv');
    expect(await isAlive(t, session)).toBe(false);
  });

  it('without a session, the logout URI goes straight to the login page', async () => {
    const session = await t.login('manager@aurora.example');
    await t.request({ method: 'DELETE', url: '/api/sessions', session });
    const response = await t.request({ method: 'GET', url: '/gauth/logout?lang=fi', session });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/gauth/login?lang=fi');
  });
});
