import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallenges, smsOutbox } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-ids';
import { CHALLENGE_COOKIE, SESSION_COOKIE, hashToken } from '../../plugins/session/session-token';
import { cookieValue, createTestApp, type TestApp } from '../../test/test-app';
import { maskPhone } from './sms-challenge';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Issue 23.7: the code page says where the code went, offers a new one, and counts the tries left. */
describe('the SMS code page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function startLogin(): Promise<string> {
    const response = await t.request({
      method: 'POST',
      url: '/gauth/login',
      headers: FORM,
      payload: new URLSearchParams({ email: 'sms@aurora.example', password: DEMO_PASSWORD }).toString(),
    });
    return cookieValue(response, CHALLENGE_COOKIE)!;
  }
  const latestCode = async () => {
    await t.smsSent();
    const [sms] = await t.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
    return /(\d{6})/.exec(sms!.body)![1]!;
  };
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
  const post = (url: string, challenge: string, payload = '') =>
    t.request({
      method: 'POST',
      url,
      headers: { ...FORM, cookie: `${CHALLENGE_COOKIE}=${challenge}` },
      payload,
    });
  const page = (challenge: string, query = '') =>
    t.request({
      method: 'GET',
      url: `/gauth/login/code?lang=en${query}`,
      headers: { cookie: `${CHALLENGE_COOKIE}=${challenge}` },
    });
  const allowResend = (challenge: string) =>
    t.db
      .update(loginChallenges)
      .set({ sentAt: new Date(Date.now() - 31_000) })
      .where(eq(loginChallenges.idHash, hashToken(challenge)));

  it('shows the masked number the code went to', async () => {
    const response = await page(await startLogin());
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('to <strong>+35840•••••67</strong>');
    expect(response.body).toContain('Send a new code');
    expect(response.body).not.toContain('+358401234567');
  });

  it('answers a wrong code with the tries left, and the fifth with the end of the login', async () => {
    const challenge = await startLogin();
    const wrong = wrongCode(await latestCode());
    for (const left of [4, 3, 2, 1]) {
      const response = await post('/gauth/login/code?lang=en', challenge, `code=${wrong}`);
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(`Wrong code. Tries left: ${left}.`);
      expect(response.body).not.toContain('expired');
    }
    const last = await post('/gauth/login/code?lang=en', challenge, `code=${wrong}`);
    expect(last.body).toContain('Wrong code, and no tries are left. Log in again.');
    expect(last.body).toContain('Log in to Kaista');
    expect(last.cookies.find((c) => c.name === CHALLENGE_COOKIE)?.value).toBe('');
  });

  it('says expired only for a code that really expired', async () => {
    const challenge = await startLogin();
    await t.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.idHash, hashToken(challenge)));
    const response = await post('/gauth/login/code?lang=en', challenge, 'code=123456');
    expect(response.body).toContain('The code has expired. Log in again.');
  });

  it('sends a new code at most every 30 seconds; the new code works and the old one does not', async () => {
    const challenge = await startLogin();
    const first = await latestCode();
    const tooSoon = await post('/gauth/login/code/resend?lang=en', challenge);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.body).toMatch(/You can ask for a new code in (30|29|28) seconds\./);
    await allowResend(challenge);
    const resent = await post('/gauth/login/code/resend?lang=en', challenge);
    expect(resent.statusCode).toBe(303);
    expect(resent.headers.location).toBe('/gauth/login/code?lang=en&sent=1');
    expect((await page(challenge, '&sent=1')).body).toContain('A new code was sent.');
    const second = await latestCode();
    if (first !== second) {
      const old = await post('/gauth/login/code?lang=en', challenge, `code=${first}`);
      expect(old.body).toContain('Tries left: 4');
    }
    const right = await post('/gauth/login/code', challenge, `code=${second}`);
    expect(right.statusCode).toBe(303);
    expect(cookieValue(right, SESSION_COOKIE)).toBeDefined();
  });

  it('sends at most five codes for one login', async () => {
    const challenge = await startLogin();
    for (let send = 2; send <= 5; send += 1) {
      await allowResend(challenge);
      expect((await post('/gauth/login/code/resend', challenge)).statusCode).toBe(303);
    }
    await allowResend(challenge);
    const refused = await post('/gauth/login/code/resend?lang=en', challenge);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('No more codes are sent for this login.');
  });

  it('masks all but the country and operator prefix and the last two digits', () => {
    expect(maskPhone('+358 40 123 4567')).toBe('+35840•••••67');
    expect(maskPhone('0401234')).toBe('•••••34');
  });
});
