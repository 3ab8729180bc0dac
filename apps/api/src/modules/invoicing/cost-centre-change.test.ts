import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostPool } from '@kaista/domain/invoices';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_COST_POOLS } from '../../seed/demo-payers';

const AURORA = '/api/businesses/100001';
const poolOf = (companyId: string, name: string) =>
  DEMO_COST_POOLS.find((pool) => pool.companyId === companyId && pool.name === name)!.id;
const MYYNTI = poolOf('100001', 'Myynti');
const KETTU_STORES = poolOf('100003', 'Myymälät');

describe('changing a cost centre', () => {
  let t: TestApp;
  const sessions: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ['manager@aurora.example', 'user@aurora.example', 'dc@kaista.example'])
      sessions[email] = await t.login(email);
  });
  afterAll(() => t.close());
  const as = (email: string) => sessions[email]!;
  const manager = as.bind(null, 'manager@aurora.example');
  const put = (id: string, payload: object, ifMatch?: string, session = manager()) =>
    t.request({
      method: 'PUT',
      url: `${AURORA}/costpools/${id}`,
      payload,
      session,
      ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
    });

  it('renames one with the version read, answers 412 when stale, and audits before and after', async () => {
    const read = await t.request({ method: 'GET', url: `${AURORA}/costpools/${MYYNTI}`, session: manager() });
    expect(read.statusCode).toBe(200);
    expect(read.json<CostPool>()).toMatchObject({ name: 'Myynti', description: null, version: 1 });
    expect(read.headers.etag).toBe('"1"');

    const renamed = await put(
      MYYNTI,
      { name: 'Myynti ja markkinointi', description: 'Myyjien liittymät' },
      '"1"',
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<CostPool>()).toMatchObject({ name: 'Myynti ja markkinointi', version: 2 });
    expect(renamed.headers.etag).toBe('"2"');

    const stale = await put(MYYNTI, { name: 'Myynti' }, '"1"');
    expect(stale.statusCode).toBe(412);
    const list = await t.request({ method: 'GET', url: `${AURORA}/costpools`, session: manager() });
    expect(list.json<CostPool[]>().map((pool) => pool.name)).toContain('Myynti ja markkinointi');

    const audit = JSON.stringify(
      (await t.request({ method: 'GET', url: `${AURORA}/audit`, session: manager() })).json(),
    );
    expect(audit).toContain(
      'Myynti: name Myynti → Myynti ja markkinointi; description – → Myyjien liittymät',
    );
  });

  it("refuses another cost centre's name in any case, but takes its own in another case", async () => {
    const taken = await put(poolOf('100001', 'Kuljetus'), { name: 'HALLINTO' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'PARTY_EXISTS_WITH_NAME',
      fieldErrors: { name: 'error.party-exists-with-name' },
    });
    const ownInCapitals = await put(poolOf('100001', 'Varasto'), { name: 'VARASTO' });
    expect(ownInCapitals.statusCode).toBe(200);
    expect(ownInCapitals.json<CostPool>().name).toBe('VARASTO');
  });

  it('answers 400 with field errors and changes nothing', async () => {
    const pool = poolOf('100001', 'IT-palvelut');
    const bad = await put(pool, { name: '  ', description: 'x'.repeat(201) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors)).toEqual(
      expect.arrayContaining(['name', 'description']),
    );
    const read = await t.request({ method: 'GET', url: `${AURORA}/costpools/${pool}`, session: manager() });
    expect(read.json<CostPool>()).toMatchObject({ name: 'IT-palvelut', version: 1 });
  });

  it('refuses a user without CustomerWriteCostCenter (403) and answers 404 for another company’s', async () => {
    const reader = await put(
      poolOf('100001', 'Hallinto'),
      { name: 'Johto' },
      undefined,
      as('user@aurora.example'),
    );
    expect(reader.statusCode).toBe(403);
    for (const session of [manager(), as('dc@kaista.example')]) {
      const foreign = await t.request({ method: 'GET', url: `${AURORA}/costpools/${KETTU_STORES}`, session });
      expect(foreign.statusCode).toBe(404);
      expect((await put(KETTU_STORES, { name: 'Vieras' }, undefined, session)).statusCode).toBe(404);
    }
    const missing = await put('00000000-0000-4000-8000-00000000abcd', { name: 'Ei ole' });
    expect(missing.statusCode).toBe(404);
  });
});
