import { desc, eq } from 'drizzle-orm';
import type { AuditPage } from '@kaista/domain/audit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, passwordResets } from '../../db/schema';
import { DEMO_COMPANY, DEMO_PASSWORD } from '../../seed/demo-ids';
import { createTestApp, TEST_HOST, type TestApp, JOB_QUEUE_WAIT } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const PASSWORD = 'kutsun salasana 2026';

describe('a new user is invited by e-mail with a one-time link', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
  }, 60_000);
  afterAll(() => t.close());

  const form = (url: string, fields: Record<string, string>) =>
    t.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const mailTo = async (to: string) => {
    const read = () =>
      t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to)).orderBy(desc(emailOutbox.id));
    await vi.waitFor(async () => expect(await read()).not.toHaveLength(0), JOB_QUEUE_WAIT);
    return (await read())[0]!;
  };
  const add = (email: string, language = 'fi') =>
    t.request({
      method: 'POST',
      url: `/api/businesses/${AURORA}/users`,
      session: manager,
      headers: { 'x-accept-language': language },
      payload: { firstName: 'Outi', lastName: 'Kutsuttu', email, roles: ['ServiceUser'], permissions: [] },
    });
  const tokenIn = (body: string) => /token=([\w-]+)/.exec(body)?.[1] ?? '';

  it('mails a link that greets the new user, sets the password once, and then lets them log in', async () => {
    expect((await add('outi.kutsuttu@aurora.example', 'en')).statusCode).toBe(201);
    const mail = await mailTo('outi.kutsuttu@aurora.example');
    expect(mail.subject).toBe('You were invited to the business portal of Aurora Logistics Oy');
    expect(mail.body).toContain(`http://${TEST_HOST}/gauth/password/reset?lang=en&token=`);
    expect(mail.body).toContain('within 7 days');
    const token = tokenIn(mail.body);
    const [link] = await t.db.select().from(passwordResets);
    expect(link?.purpose).toBe('invitation');
    expect(link!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    const page = await t.request({ method: 'GET', url: `/gauth/password/reset?lang=en&token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Welcome to Kaista');
    const set = await form('/gauth/password/reset?lang=en', { token, password: PASSWORD, confirm: PASSWORD });
    expect(set.body).toContain('Your password is set.');
    const login = await form('/gauth/login', { email: 'outi.kutsuttu@aurora.example', password: PASSWORD });
    expect(login.statusCode).toBe(303);

    const again = await t.request({ method: 'GET', url: `/gauth/password/reset?lang=en&token=${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('The link no longer works');
    expect(again.body).toContain('href="/gauth/password/forgot?lang=en"');
    const reuse = await form('/gauth/password/reset?lang=en', {
      token,
      password: 'toinen salasana 2026',
      confirm: 'toinen salasana 2026',
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses an invitation link past its end', async () => {
    await add('eero.myohassa@aurora.example');
    const token = tokenIn((await mailTo('eero.myohassa@aurora.example')).body);
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const page = await t.request({ method: 'GET', url: `/gauth/password/reset?lang=fi&token=${token}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Pyydä uusi linkki');
  });

  it('ends the invitation of a user taken out of the company before the link is used', async () => {
    const added = await add('kalle.peruttu@aurora.example');
    const token = tokenIn((await mailTo('kalle.peruttu@aurora.example')).body);
    const { uid } = added.json<{ uid: string }>();
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/businesses/${AURORA}/users/${uid}`,
      session: manager,
    });
    expect(removed.statusCode).toBe(204);
    const page = await t.request({ method: 'GET', url: `/gauth/password/reset?lang=fi&token=${token}` });
    expect(page.statusCode).toBe(400);
    const set = await form('/gauth/password/reset?lang=fi', { token, password: PASSWORD, confirm: PASSWORD });
    expect(set.statusCode).toBe(400);
  });

  it('tells a person of another company, who keeps their password, instead of inviting them', async () => {
    expect((await add('jari.lindqvist@kettu.example')).statusCode).toBe(201);
    const mail = await mailTo('jari.lindqvist@kettu.example');
    expect(mail.subject).toBe('Sinulla on nyt pääsy yritykseen Aurora Logistics Oy');
    expect(mail.body).toContain(`http://${TEST_HOST}/${AURORA}/home`);
    expect(mail.body).not.toContain('token=');
    const login = await form('/gauth/login', {
      email: 'jari.lindqvist@kettu.example',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(303);
  });

  it('audits the invitation and the addition apart', async () => {
    const audit = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/audit`,
      session: manager,
    });
    const rows = audit.json<AuditPage>().items.map((item) => [item.action, item.subject]);
    expect(rows).toContainEqual(['user.invite', 'Outi Kutsuttu (outi.kutsuttu@aurora.example)']);
    expect(rows).toContainEqual(['user.create', 'Outi Kutsuttu (jari.lindqvist@kettu.example)']);
  });
});
