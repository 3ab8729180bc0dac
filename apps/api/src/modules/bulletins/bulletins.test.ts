import type { Bulletin, CurrentBulletin } from '@kaista/domain/bulletins';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bulletins } from '../../db/schema';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sanitizeBulletinHtml } from './bulletin-html';

const { aurora, pohjola, kettu } = DEMO_COMPANY;
const current = (company: string) => `/api/businesses/${company}/bulletins`;
const NOTICE = {
  title: 'Verkkohuolto Turussa',
  bodyHtml:
    '<p onclick="alert(1)">Huolto <strong>3.12.</strong> <script>alert(2)</script><a href="javascript:alert(3)">lisää</a> <span style="color: red; position: fixed">!</span></p><img src=x onerror=alert(4)>',
  validFrom: '2026-01-01',
  validUntil: '2099-12-31',
  audience: 'CHOSEN',
  companyIds: [kettu],
};

describe('bulletins', () => {
  let t: TestApp;
  let cc: string;
  let manager: string;
  let user: string;
  let rep: string;
  beforeAll(async () => {
    t = await createTestApp();
    [cc, manager, user, rep] = await Promise.all([
      t.login('cc@kaista.example'),
      t.login('manager@aurora.example'),
      t.login('user@aurora.example'),
      t.login('rep@kettu.example'),
    ]);
    // The demo's notice to all ends on 30 June 2027, fixed in its time: keep it in force whatever today is.
    await t.db
      .update(bulletins)
      .set({ validUntil: sql`current_date + 365` })
      .where(eq(bulletins.title, 'Huoltokatkot verkkopalvelussa'));
  }, 60_000);
  afterAll(() => t.close());

  const titles = async (company: string, session: string) =>
    (await t.request({ method: 'GET', url: current(company), session }))
      .json<CurrentBulletin[]>()
      .map((bulletin) => bulletin.title);

  it('shows a company the bulletins in force for all and for it, not ended ones or others’', async () => {
    expect(await titles(aurora, user)).toEqual(['Huoltokatkot verkkopalvelussa', 'Uusi yhteyshenkilö']);
    expect(await titles(kettu, cc)).toEqual(['Huoltokatkot verkkopalvelussa']);
    expect((await t.request({ method: 'GET', url: current(kettu), session: rep })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: current(kettu), session: manager })).statusCode).toBe(404);
  });

  it('keeps only the §9 allow-list of a body', async () => {
    expect(await sanitizeBulletinHtml(NOTICE.bodyHtml)).toBe(
      '<p>Huolto <strong>3.12.</strong> <a>lisää</a> <span style="color:red">!</span></p>',
    );
  });

  it('lets operator staff publish to chosen companies, change on the version read and delete', async () => {
    const created = await t.request({ method: 'POST', url: '/api/bulletins', session: cc, payload: NOTICE });
    expect(created.statusCode).toBe(201);
    const bulletin = created.json<Bulletin>();
    expect(bulletin.bodyHtml).not.toMatch(/script|onclick|javascript|onerror|position/);
    const kettuNamed = [{ id: kettu, name: expect.stringMatching(/^Kettu/) }];
    expect(bulletin.companies).toEqual(kettuNamed);
    const listed = await t.request({ method: 'GET', url: '/api/bulletins?pageSize=100', session: cc });
    expect(listed.json<{ items: Bulletin[] }>().items.find((item) => item.id === bulletin.id)).toMatchObject({
      companies: kettuNamed,
    });
    expect(await titles(kettu, cc)).toContain(NOTICE.title);
    expect(await titles(pohjola, cc)).not.toContain(NOTICE.title);

    const url = `/api/bulletins/${bulletin.id}`;
    const changed = { ...NOTICE, audience: 'ALL', companyIds: [] };
    const stale = await t.request({
      method: 'PUT',
      url,
      session: cc,
      payload: changed,
      headers: { 'if-match': '"9"' },
    });
    expect(stale.statusCode).toBe(412);
    const updated = await t.request({
      method: 'PUT',
      url,
      session: cc,
      payload: changed,
      headers: { 'if-match': created.headers.etag as string },
    });
    expect(updated.json<Bulletin>()).toMatchObject({ audience: 'ALL', version: 2 });
    expect(await titles(pohjola, cc)).toContain(NOTICE.title);

    expect(
      (await t.request({ method: 'DELETE', url, session: cc, headers: { 'if-match': '"2"' } })).statusCode,
    ).toBe(204);
    expect(await titles(pohjola, cc)).not.toContain(NOTICE.title);
  });

  it('shows a translated bulletin in the reader’s language, and the Finnish one to a language it lacks', async () => {
    const translated = {
      ...NOTICE,
      title: 'Kuituhuolto',
      bodyHtml: '<p>Huolto 3.12.</p>',
      translations: {
        sv: { title: 'Fiberunderhåll', bodyHtml: '<p>Underhåll 3.12.<script>x()</script></p>' },
      },
    };
    const created = await t.request({
      method: 'POST',
      url: '/api/bulletins',
      session: cc,
      payload: translated,
    });
    expect(created.statusCode).toBe(201);
    const bulletin = created.json<Bulletin>();
    expect(bulletin.translations).toEqual({
      sv: { title: 'Fiberunderhåll', bodyHtml: '<p>Underhåll 3.12.</p>' },
      en: null,
    });
    const read = async (language: string) =>
      (
        await t.request({
          method: 'GET',
          url: current(kettu),
          session: cc,
          headers: { 'x-accept-language': language },
        })
      )
        .json<CurrentBulletin[]>()
        .find((item) => item.id === bulletin.id);
    expect(await read('sv')).toMatchObject({
      title: 'Fiberunderhåll',
      bodyHtml: '<p>Underhåll 3.12.</p>',
      language: 'sv',
    });
    expect(await read('en')).toMatchObject({ title: 'Kuituhuolto', language: 'fi' });
    expect(await read('fi')).toMatchObject({ title: 'Kuituhuolto', language: 'fi' });

    // A translation whose body has nothing left once sanitised is refused on that field; none is lost.
    const emptied = await t.request({
      method: 'PUT',
      url: `/api/bulletins/${bulletin.id}`,
      session: cc,
      payload: { ...translated, translations: { en: { title: 'Fibre', bodyHtml: '<script>x()</script>' } } },
      headers: { 'if-match': created.headers.etag as string },
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      'translations.en.bodyHtml': 'validation.cannot-be-empty',
    });
    expect((await read('sv'))?.title).toBe('Fiberunderhåll');

    // A change without the translation takes it away.
    const finnishOnly = await t.request({
      method: 'PUT',
      url: `/api/bulletins/${bulletin.id}`,
      session: cc,
      payload: { ...translated, translations: {} },
      headers: { 'if-match': created.headers.etag as string },
    });
    expect(finnishOnly.json<Bulletin>().translations).toEqual({ sv: null, en: null });
    // The log tells the translation's change, though the Finnish stayed as it was.
    const [logged] = await t.db
      .select({ subject: auditLog.subject })
      .from(auditLog)
      .where(eq(auditLog.action, 'bulletin.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(logged?.subject).toMatch(/^Kuituhuolto \(.*; sv Fiberunderhåll\) → Kuituhuolto \([^;]*\)$/);
    expect(await read('sv')).toMatchObject({ title: 'Kuituhuolto', language: 'fi' });
  });

  it('refuses bad input with field errors and anyone but DC and CC', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/bulletins',
      session: cc,
      payload: { ...NOTICE, validUntil: '2025-01-01', companyIds: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors).sort()).toEqual([
      'companyIds',
      'validUntil',
    ]);
    // A start left empty is empty, a day that does not exist no date: neither is a choice among options.
    for (const [validFrom, error] of [
      ['', 'validation.cannot-be-empty'],
      ['2026-02-31', 'common.date.invalid'],
    ]) {
      const dated = await t.request({
        method: 'POST',
        url: '/api/bulletins',
        session: cc,
        payload: { ...NOTICE, validFrom },
      });
      expect(dated.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({ validFrom: error });
    }
    const empty = await t.request({
      method: 'POST',
      url: '/api/bulletins',
      session: cc,
      payload: { ...NOTICE, bodyHtml: '<script>alert(1)</script>' },
    });
    expect(empty.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      bodyHtml: 'validation.cannot-be-empty',
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/bulletins',
      session: cc,
      payload: { ...NOTICE, companyIds: ['999999'] },
    });
    expect(unknown.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      companyIds: 'bulletins.unknown-company',
    });
    const malformed = await t.request({
      method: 'POST',
      url: '/api/bulletins',
      session: cc,
      payload: { ...NOTICE, companyIds: ['100001', 'Kettu'] },
    });
    expect(malformed.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      companyIds: 'bulletins.company-number-format',
    });
    expect(
      (await t.request({ method: 'POST', url: '/api/bulletins', session: manager, payload: NOTICE }))
        .statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/bulletins', session: manager })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'GET', url: '/api/bulletins' })).statusCode).toBe(401);
  });

  it('records each change in the operator log with what it was', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/bulletins',
      session: cc,
      payload: { ...NOTICE, title: 'Kirjattu tiedote' },
    });
    expect(created.statusCode).toBe(201);
    const subjects = (await t.db.select({ subject: auditLog.subject }).from(auditLog)).map(
      (row) => row.subject,
    );
    expect(subjects.some((subject) => subject?.startsWith('Kirjattu tiedote (2026-01-01–2099-12-31'))).toBe(
      true,
    );
  });
});
