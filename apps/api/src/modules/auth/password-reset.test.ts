import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, passwordResets } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-ids';
import { hashToken, SESSION_COOKIE } from '../../plugins/session/session-token';
import { cookieValue, createTestApp, type TestApp, JOB_QUEUE_WAIT } from '../../test/test-app';

const NEW_PASSWORD = 'uusi salasana 2026';

describe('a forgotten password, reset by an e-mailed one-time link', () => {
  let t: TestApp;
  const form = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const mails = (to: string) =>
    t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to)).orderBy(desc(emailOutbox.id));
  const ask = (email: string, address = '10.0.0.1') =>
    form('/gauth/password/forgot?lang=en', { email }, { 'x-forwarded-for': address });
  /** Asks for a link and waits for its mail (sent after the answer), returning the link's token. */
  async function linkFor(email: string): Promise<string> {
    const before = (await mails(email)).length;
    await ask(email);
    await vi.waitFor(async () => expect((await mails(email)).length).toBe(before + 1), JOB_QUEUE_WAIT);
    return /token=([\w-]+)/.exec((await mails(email))[0]!.body)![1]!;
  }
  const login = (email: string, password: string) => form('/gauth/login', { email, password });
  const setPassword = (token: string, password: string, confirm = password) =>
    form('/gauth/password/reset?lang=en', { token, password, confirm });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offers the way from the login page', async () => {
    const page = await t.request({ method: 'GET', url: '/gauth/login?lang=sv' });
    expect(page.body).toContain('href="/gauth/password/forgot?lang=sv">Glömt lösenordet?</a>');
    const forgot = await t.request({ method: 'GET', url: '/gauth/password/forgot?lang=fi' });
    expect(forgot.body).toContain('Unohditko salasanasi?');
  });

  it('answers a known and an unknown address alike, mailing only the known one', async () => {
    const known = await ask('employee@aurora.example');
    const unknown = await ask('nobody@aurora.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.body).toContain('If the address belongs to a Kaista account');
    await vi.waitFor(
      async () => expect(await mails('employee@aurora.example')).toHaveLength(1),
      JOB_QUEUE_WAIT,
    );
    expect(await mails('nobody@aurora.example')).toEqual([]);
  });

  it('stores only the hash of the token, with an end 30 minutes away', async () => {
    const token = await linkFor('user@aurora.example');
    const rows = await t.db.select().from(passwordResets);
    expect(rows.some((row) => row.idHash === token)).toBe(false);
    const row = rows.find((candidate) => candidate.idHash === hashToken(token))!;
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('refuses a short or mistyped password and keeps the link usable', async () => {
    const token = await linkFor('user@aurora.example');
    const short = await setPassword(token, 'lyhyt');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('at least 12 characters');
    const differ = await setPassword(token, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(differ.body).toContain('The passwords do not match.');
    expect((await t.request({ method: 'GET', url: `/gauth/password/reset?token=${token}` })).statusCode).toBe(
      200,
    );
  });

  it('sets the password once, ends every session of the user, and the new password logs in', async () => {
    const session = await t.login('employee@aurora.example');
    const token = await linkFor('employee@aurora.example');
    const page = await t.request({ method: 'GET', url: `/gauth/password/reset?lang=en&token=${token}` });
    expect(page.body).toContain('Set a new password');
    expect(page.headers['referrer-policy']).toBe('same-origin');

    const done = await setPassword(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Log in with the new password.');
    expect((await t.request({ method: 'GET', url: '/api/users/self/info', session })).statusCode).toBe(401);
    expect((await login('employee@aurora.example', DEMO_PASSWORD)).statusCode).toBe(401);
    const fresh = await login('employee@aurora.example', NEW_PASSWORD);
    expect(cookieValue(fresh, SESSION_COOKIE)).toBeDefined();

    const again = await setPassword(token, 'kolmas salasana 2026');
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('expired or was already used');
  });

  it('invalidates a link when a newer one is sent, and refuses an expired one', async () => {
    const older = await linkFor('rep@kettu.example');
    const newer = await linkFor('rep@kettu.example');
    expect((await setPassword(older, NEW_PASSWORD)).statusCode).toBe(400);
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.request({ method: 'GET', url: `/gauth/password/reset?token=${newer}` })).statusCode).toBe(
      400,
    );
    expect((await setPassword(newer, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await login('rep@kettu.example', DEMO_PASSWORD)).statusCode).toBe(303);
  });

  it('sends at most three links an hour per address, answering the same every time', async () => {
    const email = 'manager@aurora.example';
    const answers = [];
    for (let request = 0; request < 5; request += 1) answers.push((await ask(email, '10.0.0.9')).body);
    expect(new Set(answers).size).toBe(1);
    await vi.waitFor(async () => expect(await mails(email)).toHaveLength(3), JOB_QUEUE_WAIT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mails(email)).toHaveLength(3);
  });

  it('lists the mail on the development outbox page', async () => {
    const page = await t.request({ method: 'GET', url: '/gauth/dev/email-outbox' });
    expect(page.body).toContain('employee@aurora.example');
    expect(page.body).toContain('/gauth/password/reset?lang=en&#38;token=');
  });
});
