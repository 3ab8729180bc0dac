import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addressDelayMs } from './login-throttle';

const login = (t: TestApp, email: string, password: string, remoteAddress: string, headers = {}) =>
  t.request({
    method: 'POST',
    url: '/gauth/login?lang=en',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ email, password }).toString(),
    remoteAddress,
  });

const recordedAddresses = async (t: TestApp, email: string) =>
  (await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).map((row) => row.address);

describe('login throttling by account and by address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 after 10 failed logins of one account, even with the right password', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login(t, 'user@aurora.example', `wrong-${attempt}`, `10.0.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(t, 'user@aurora.example', DEMO_PASSWORD, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Too many failed logins');
    expect((await login(t, 'manager@aurora.example', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(303);
  });

  it('lets the rest of an office log in after one colleague locked their own account', async () => {
    for (let attempt = 0; attempt < 15; attempt += 1)
      await login(t, 'employee@aurora.example', `typo-${attempt}`, '10.2.2.2');
    expect((await login(t, 'employee@aurora.example', DEMO_PASSWORD, '10.2.2.2')).statusCode).toBe(429);
    for (const persona of ['manager@aurora.example', 'cc@kaista.example', 'mu@kaista.example']) {
      expect((await login(t, persona, DEMO_PASSWORD, '10.2.2.2')).statusCode).toBe(303);
    }
  });

  it('slows an address with many failures across accounts down instead of refusing it', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1)
      expect((await login(t, `nobody${attempt}@example.com`, 'x', '10.9.9.9')).statusCode).toBe(401);
    const started = Date.now();
    expect((await login(t, 'dc@kaista.example', DEMO_PASSWORD, '10.9.9.9')).statusCode).toBe(303);
    expect(Date.now() - started).toBeGreaterThanOrEqual(addressDelayMs(12) - 20);
  });

  it('doubles the delay with every failure past the free ones, up to a ceiling', () => {
    expect([10, 11, 12, 13, 40].map(addressDelayMs)).toEqual([0, 250, 500, 1000, 8000]);
  });
});

describe('the client address behind proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For by default, so a client cannot pick the address it is limited by', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const forwarded = { 'x-forwarded-for': `203.0.113.${attempt}` };
      await login(t, `spoof${attempt}@example.com`, 'x', '10.3.3.3', forwarded);
    }
    expect(await recordedAddresses(t, 'spoof0@example.com')).toEqual(['10.3.3.3']);
    const started = Date.now();
    const spoofed = { 'x-forwarded-for': '198.51.100.1' };
    expect((await login(t, 'dc@kaista.example', DEMO_PASSWORD, '10.3.3.3', spoofed)).statusCode).toBe(303);
    expect(Date.now() - started).toBeGreaterThanOrEqual(addressDelayMs(12) - 20);
  });
});

describe('the client address behind a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: ['10.4.4.4'] } });
  });
  afterAll(() => t.close());

  it('takes the client address from the configured balancer and from no one else', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    await login(t, 'via-balancer@example.com', 'x', '10.4.4.4', forwarded);
    await login(t, 'around-balancer@example.com', 'x', '10.5.5.5', forwarded);
    expect(await recordedAddresses(t, 'via-balancer@example.com')).toEqual(['203.0.113.7']);
    expect(await recordedAddresses(t, 'around-balancer@example.com')).toEqual(['10.5.5.5']);
  });
});
