import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../seed/demo-ids';
import { createTestApp, type TestApp } from '../test/test-app';

const AURORA = `/api/businesses/${DEMO_COMPANY.aurora}`;

describe('inputs that cannot be stored or are not real', () => {
  let t: TestApp;
  const sessions: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    sessions.manager = await t.login('manager@aurora.example');
    sessions.operator = await t.login('dc@kaista.example');
  });
  afterAll(() => t.close());

  it.each([
    ['operator', '/api/businesses/search2?query=%00', 'query'],
    ['manager', `${AURORA}/audit?actor=%00`, 'actor'],
    ['manager', `${AURORA}/contactgroups?name=%00`, 'name'],
    ['manager', `${AURORA}/devices?freeText=%00`, 'freeText'],
    ['manager', `${AURORA}/tickets?q=a%00b`, 'q'],
    ['manager', `${AURORA}/audit?from=2026-13-45`, 'from'],
    ['manager', `${AURORA}/audit.csv?to=0000-00-00`, 'to'],
    ['manager', `${AURORA}/audit?from=2026-02-30`, 'from'],
  ])('as %s, GET %s answers 400 naming %s', async (persona, url, field) => {
    const response = await t.request({ method: 'GET', url, session: sessions[persona] });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
  });

  it('answers a NUL in a body field, or in a key, with 400 and stores nothing', async () => {
    const subject = 'Nul\u0000 test';
    const created = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      session: sessions.manager,
      payload: { type: 'INCIDENT', urgency: 'normal', subject, description: 'x' },
    });
    expect(created.statusCode).toBe(400);
    // A key the web translates ('validation.character-set'), not a sentence it cannot.
    expect(created.json().fieldErrors).toEqual({ subject: FIELD_ERROR_KEYS.characterSet });
    const keyed = await t.request({
      method: 'PUT',
      url: '/api/users/self/profile',
      session: sessions.manager,
      payload: { 'userLanguage\u0000': 'fi' },
    });
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json().fieldErrors).toEqual({ 'userLanguage\u0000': FIELD_ERROR_KEYS.characterSet });
    const loneSurrogate = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets`,
      session: sessions.manager,
      headers: { 'content-type': 'application/json' },
      payload: '{"type":"INCIDENT","urgency":"normal","subject":"Nul \\ud800","description":"x"}',
    });
    expect(loneSurrogate.json().fieldErrors).toEqual({ subject: FIELD_ERROR_KEYS.characterSet });
    const list = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets?q=Nul`,
      session: sessions.manager,
    });
    expect(list.json().total).toBe(0);
  });

  it.each(['%00', 'a%00b', '100001%00', '..%2F100001', '1e3'])(
    'answers the malformed company id %s with 404, for operator staff too',
    async (id) => {
      const response = await t.request({
        method: 'GET',
        url: `/api/businesses/${id}/tickets`,
        session: sessions.operator,
      });
      expect(response.statusCode, response.body).toBe(404);
    },
  );
});
