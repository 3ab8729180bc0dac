import { featureFlagsFor } from '@kaista/domain/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyScope } from './company-scope';

const probe = (flag: 'mobile-certificate' | 'cost-center-search' | 'tickets') =>
  `/api/businesses/${DEMO_COMPANY.aurora}/probe/${flag}`;

describe('feature flags on the server (§9)', () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await createTestApp({
      addRoutes: (app, db) => {
        for (const flag of ['mobile-certificate', 'cost-center-search', 'tickets'] as const) {
          app.get(
            `/api/businesses/:id/probe/${flag}`,
            { preValidation: companyScope(db, { flag }) },
            async () => ({
              ok: true,
            }),
          );
        }
      },
    });
    session = await t.login('dc@kaista.example');
  });
  afterAll(() => t.close());

  const status = async (flag: Parameters<typeof probe>[0]) =>
    (await t.request({ method: 'GET', url: probe(flag), session })).statusCode;
  const switchTo = (environment: string | null) =>
    t.request({ method: 'PUT', url: '/api/environmentmode', session, payload: { environment } });

  it('answers a call whose flag is off with 404, exactly where the web app hides the screen', async () => {
    expect(featureFlagsFor('ci')['cost-center-search']).toBe(false);
    expect(await status('cost-center-search')).toBe(404);
    expect(featureFlagsFor('ci')['mobile-certificate']).toBe(true);
    expect(await status('mobile-certificate')).toBe(200);
  });

  it("follows the session's environment mode", async () => {
    expect((await switchTo('production')).statusCode).toBe(200);
    expect(featureFlagsFor('production')['mobile-certificate']).toBe(false);
    expect(await status('mobile-certificate')).toBe(404);
    expect(await status('tickets')).toBe(200);
    expect((await switchTo(null)).statusCode).toBe(200);
    expect(await status('mobile-certificate')).toBe(200);
  });
});
