import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@kaista/domain/session';
import { hasPermissions } from '@kaista/domain/shared/roles';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyScope } from './company-scope';

const { aurora, pohjola, kettu } = DEMO_COMPANY;

/** Each persona against its own and a foreign company, on a route that needs the invoice permission. */
const CASES: [email: string, company: string, status: number][] = [
  ['manager@aurora.example', aurora, 200],
  ['manager@aurora.example', pohjola, 200],
  ['manager@aurora.example', kettu, 404],
  ['user@aurora.example', aurora, 403],
  ['user@aurora.example', pohjola, 404],
  ['employee@aurora.example', aurora, 403],
  ['employee@aurora.example', kettu, 404],
  ['rep@kettu.example', kettu, 403],
  ['rep@kettu.example', aurora, 404],
  ['dc@kaista.example', aurora, 200],
  ['cc@kaista.example', kettu, 200],
  ['mu@kaista.example', pohjola, 200],
  ['admin@kaista.example', aurora, 200],
];

describe('company scope', () => {
  let t: TestApp;
  const sessions = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp({
      addRoutes: (app, db) =>
        app.get(
          '/api/businesses/:id/probe',
          { preValidation: companyScope(db, { allOf: ['InvoicingReadInvoice'] }) },
          async (request) => ({
            company: request.company.companyName,
          }),
        ),
    });
    for (const email of new Set(CASES.map(([email]) => email))) sessions.set(email, await t.login(email));
  });
  afterAll(() => t.close());

  it.each(CASES)('%s on company %s → %i', async (email, company, status) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/businesses/${company}/probe`,
      session: sessions.get(email),
    });
    expect(response.statusCode).toBe(status);
  });

  // The web decides its menus and guards from the signed-in user's info with the domain's check; for every
  // persona the check must predict the server's 200 or 403 (operator staff hold every permission on both sides).
  it.each(CASES.filter(([, , status]) => status !== 404))(
    "the domain's check on %s's user info predicts the server's answer on %s",
    async (email, company, status) => {
      const info = await t.request({
        method: 'GET',
        url: '/api/users/self/info',
        session: sessions.get(email),
      });
      const user = info.json<UserInfo>();
      expect(hasPermissions(user, company, ['InvoicingReadInvoice'])).toBe(status === 200);
    },
  );

  it('answers 401 without a session and 404 for a company that does not exist', async () => {
    expect((await t.request({ method: 'GET', url: `/api/businesses/${aurora}/probe` })).statusCode).toBe(401);
    const response = await t.request({
      method: 'GET',
      url: '/api/businesses/999999/probe',
      session: sessions.get('dc@kaista.example'),
    });
    expect(response.statusCode).toBe(404);
  });
});
