import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

interface CompanyCall {
  method: string;
  path: string;
}

/** Every company-scoped call of the OpenAPI document, with its other path parameters filled in. */
function companyCalls(
  document: { paths: Record<string, Record<string, unknown>> },
  companyId: string,
): CompanyCall[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/businesses/{id}'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        path: path.replace('{id}', companyId).replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      })),
    );
}

describe('tenant guard over every company route of the OpenAPI document', () => {
  let t: TestApp;
  let calls: CompanyCall[];
  let userSession: string;
  beforeAll(async () => {
    t = await createTestApp();
    calls = companyCalls(
      (await t.request({ method: 'GET', url: '/api/openapi.json' })).json(),
      DEMO_COMPANY.kettu,
    );
    userSession = await t.login('user@aurora.example');
  });
  afterAll(() => t.close());

  it('finds the company routes in the document', () => {
    expect(calls.length).toBeGreaterThan(0);
  });

  it('answers 401 to every one of them without a session', async () => {
    for (const call of calls) {
      const response = await t.request({
        method: call.method as 'GET',
        url: call.path,
        payload: call.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${call.method} ${call.path}`).toBe(401);
    }
  });

  it('answers 404 to every one of them for a company user in another company, whatever the body', async () => {
    for (const call of calls) {
      const response = await t.request({
        method: call.method as 'GET',
        url: call.path,
        session: userSession,
        payload: call.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${call.method} ${call.path}`).toBe(404);
    }
  });
});
