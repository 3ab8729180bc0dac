import type { Group } from '@kaista/domain/groups';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_COMPANY, DEMO_USER } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * §9 usermanagement is on in every environment, so a case switches it off here: the flags of the session's
 * environment, less the ones in `switchedOff`, exactly where the server's guards read them.
 */
const switchedOff = vi.hoisted(() => {
  // The API test files share loaded modules (isolate: false): the server's modules an earlier file loaded
  // would keep the real flags, so this file loads its own, and drops them again when it ends (afterAll).
  vi.resetModules();
  return new Set<string>();
});
vi.mock('@kaista/domain/shared/constants', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@kaista/domain/shared/constants')>();
  return {
    ...actual,
    featureFlagsFor: (environment: string | null | undefined) =>
      Object.fromEntries(
        Object.entries(actual.featureFlagsFor(environment)).map(([flag, on]) => [
          flag,
          on && !switchedOff.has(flag),
        ]),
      ),
  };
});

const AURORA = `/api/businesses/${DEMO_COMPANY.aurora}`;
const CATALOGUE = '/api/usermanagement/permissions';
const TEMPLATES = '/api/usermanagement/permissiongroups';

describe('§9 usermanagement gates the user-management calls on the server', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let template: Group;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@kaista.example');
    dc = await t.login('dc@kaista.example');
    const created = await t.request({
      method: 'POST',
      url: TEMPLATES,
      session: admin,
      payload: { name: 'Lippukoe', permissions: ['ReportsReadReports'] },
    });
    template = created.json<Group>();
  }, 60_000);
  afterEach(() => switchedOff.clear());
  afterAll(async () => {
    await t.close();
    vi.resetModules();
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, session: string, payload?: object) =>
    t.request({ method, url, session, ...(payload === undefined ? {} : { payload }) });

  /** Each call with who may make it and a body it takes: all answer while the flag is on. */
  const calls = (): [Method, string, string, object?][] => [
    ['GET', CATALOGUE, dc],
    ['GET', CATALOGUE, admin],
    ['POST', `${CATALOGUE}/disable`, admin, { permissions: ['ReportsReadReports'], disabled: false }],
    ['GET', TEMPLATES, admin],
    ['GET', `${TEMPLATES}/templates`, dc],
    ['GET', `${TEMPLATES}/${template.uid}`, dc],
    ['PATCH', `${TEMPLATES}/${template.uid}`, admin, { name: 'Lippukoe 2' }],
    ['GET', '/api/usermanagement/idmuserrolegroups/templates', dc],
    ['GET', `${AURORA}/idmuserrolegroups`, dc],
    ['GET', `${AURORA}/usermanagement/permissions/disabled`, dc],
    ['GET', `${AURORA}/permissiongroups/templates`, dc],
    // The company's users and groups, each also behind its own flag: the area's menu entry is usermanagement's.
    ['GET', `${AURORA}/users`, dc],
    ['GET', `${AURORA}/users/${DEMO_USER.user}`, dc],
    ['GET', `${AURORA}/permissiongroups`, dc],
    ['GET', `${AURORA}/authorizationgroups`, dc],
  ];

  it('answers every user-management call while the flag is on', async () => {
    for (const [method, url, session, payload] of calls()) {
      const answer = await call(method, url, session, payload);
      expect([method, url, answer.statusCode]).toEqual([method, url, 200]);
    }
  });

  it('refuses them with the flag off as any call whose flag is off (404, before the body is read)', async () => {
    switchedOff.add('tickets');
    const ticketsOff = await call('GET', `${AURORA}/tickets`, dc);
    expect(ticketsOff.statusCode).toBe(404);
    switchedOff.add('usermanagement');
    for (const [method, url, session, payload] of calls()) {
      const answer = await call(method, url, session, payload);
      expect([method, url, answer.statusCode]).toEqual([method, url, 404]);
      expect(answer.json()).toEqual(ticketsOff.json());
    }
    // A write with a body the schema refuses is still a 404: the flag is asked first.
    expect((await call('POST', TEMPLATES, admin, { name: '' })).statusCode).toBe(404);
    expect((await call('DELETE', `${TEMPLATES}/${template.uid}`, admin)).statusCode).toBe(404);
    expect((await call('POST', `${AURORA}/users`, dc, {})).statusCode).toBe(404);
    expect((await call('POST', `${AURORA}/permissiongroups`, dc, {})).statusCode).toBe(404);
  });

  it('leaves the company-level rights to their own flags, as the web shows them (§6 user rights)', async () => {
    switchedOff.add('usermanagement');
    expect((await call('GET', `${AURORA}/usermanagement/permissions`, dc)).statusCode).toBe(200);
    switchedOff.add('company-level-permissions');
    expect((await call('GET', `${AURORA}/usermanagement/permissions`, dc)).statusCode).toBe(404);
    switchedOff.add('company-permissions-modify');
    const put = await call('PUT', `${AURORA}/usermanagement/permissions`, dc, { disabledPermissions: [] });
    expect(put.statusCode).toBe(404);
  });
});
