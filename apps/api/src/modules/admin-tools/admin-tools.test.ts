import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession } from '@kaista/domain/admin-tools';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('environment mode and the admin session view', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('switches the environment of the operator session only', async () => {
    const cc = await t.login('cc@kaista.example');
    const other = await t.login('cc@kaista.example');
    const set = await t.request({
      method: 'PUT',
      url: '/api/environmentmode',
      session: cc,
      payload: { environment: 'production' },
    });
    expect(set.json()).toEqual({ environment: 'production' });
    const env = (session: string) =>
      t.request({ method: 'GET', url: '/api/environment', session }).then((r) => r.json());
    expect(await env(cc)).toEqual({ environment: 'production' });
    expect(await env(other)).toEqual({ environment: 'ci' });
    await t.request({
      method: 'PUT',
      url: '/api/environmentmode',
      session: cc,
      payload: { environment: null },
    });
    expect(await env(cc)).toEqual({ environment: 'ci' });
    const manager = await t.login('manager@aurora.example');
    const refused = await t.request({
      method: 'PUT',
      url: '/api/environmentmode',
      session: manager,
      payload: { environment: 'dev' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows the super admin their session, and nobody else', async () => {
    const admin = await t.login('admin@kaista.example');
    await t.request({ method: 'POST', url: '/api/businesses/100001/activate', session: admin });
    const view = await t.request({ method: 'GET', url: '/api/admintools/session', session: admin });
    expect(view.json<AdminSession>()).toMatchObject({
      user: { email: 'admin@kaista.example' },
      impersonating: null,
      company: { uid: '100001', name: 'Aurora Logistics Oy' },
      environment: 'ci',
    });
    const dc = await t.login('dc@kaista.example');
    expect((await t.request({ method: 'GET', url: '/api/admintools/session', session: dc })).statusCode).toBe(
      403,
    );
  });
});
