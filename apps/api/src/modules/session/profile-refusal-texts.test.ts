import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@kaista/domain/shared/formatting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const WEB_LOCALES = path.resolve(import.meta.dirname, '../../../../web/src/locales');

/** The web's text of a `common` key (`error.invalid-company`) in one language: what the refused field shows. */
function commonText(language: string, key: string): unknown {
  const texts: unknown = JSON.parse(readFileSync(path.join(WEB_LOCALES, language, 'common.json'), 'utf8'));
  return key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], texts);
}

describe('a profile refused for a company out of reach', () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await createTestApp();
    session = await t.login('user@aurora.example');
  });
  afterAll(() => t.close());

  it.each([
    ['defaultCompany', { defaultCompany: { uid: DEMO_COMPANY.kettu } }],
    ['favourites', { favourites: { companies: [{ uid: DEMO_COMPANY.kettu }] } }],
    ['searches', { searches: { companies: [{ uid: DEMO_COMPANY.kettu }] } }],
  ])('names %s with a key the web has a text for in every language', async (field, payload) => {
    const refused = await t.request({ method: 'PUT', url: '/api/users/self/profile', session, payload });
    expect(refused.statusCode, refused.body).toBe(400);
    const key: string = refused.json().fieldErrors[field];
    expect(key).toBe('error.invalid-company');
    for (const language of LANGUAGES) expect(commonText(language, key), language).toMatch(/\w{3}/);
  });
});
