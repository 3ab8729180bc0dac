import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductDetail, Assortment } from '@kaista/domain/matsku';
import type { Page } from '@kaista/domain/shared/api';
import { auditLog, emailOutbox } from '../../db/schema';
import { JobQueue } from '../../jobs/job-queue';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOW_STOCK_JOB } from './low-stock-alert';

const ADMIN = '/api/matsku/productmanagement';
const KETTU = '100003';

describe('partner shop product admin and assortments (operator side)', () => {
  let t: TestApp;
  let mu: string;
  let dc: string;
  let rep: string;
  beforeAll(async () => {
    t = await createTestApp();
    [mu, dc, rep] = await Promise.all([
      t.login('mu@kaista.example'),
      t.login('dc@kaista.example'),
      t.login('rep@kettu.example'),
    ]);
  });
  afterAll(() => t.close());

  const send = (
    session: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    version?: number,
  ) =>
    t.request({
      method,
      url,
      session,
      headers: version === undefined ? {} : { 'if-match': `"${version}"` },
      ...(payload ? { payload } : {}),
    });
  const shop = (method: 'GET' | 'POST', path: string, payload?: object) =>
    send(rep, method, `/api/businesses/${KETTU}/matsku${path}`, payload);
  const product = async (code: string) =>
    (await send(mu, 'GET', `${ADMIN}/products/${code}`)).json<AdminProductDetail>();
  const mailsDone = async () => {
    const queue = new JobQueue(t.db);
    for (let tries = 0; (await queue.pending(LOW_STOCK_JOB)) > 0; tries++) {
      if (tries > 600) throw new Error('the low-stock alert was not sent');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const alertsTo = async (email: string, name: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, email), like(emailOutbox.subject, `%${name}%`)));

  it('is for DC and MU users only', async () => {
    expect((await send(rep, 'GET', `${ADMIN}/products`)).statusCode).toBe(403);
    expect((await send(await t.login('cc@kaista.example'), 'GET', `${ADMIN}/assortments`)).statusCode).toBe(
      403,
    );
    expect((await send(dc, 'GET', `${ADMIN}/assortments`)).statusCode).toBe(200);
  });

  it('lists the catalogue by §4 status with every store’s stock together', async () => {
    const pending = (await send(mu, 'GET', `${ADMIN}/products?status=pending`)).json<Page<AdminProduct>>();
    expect(pending.items.map((item) => item.code)).toContain('PH-DORO-8100');
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
    const found = (await send(mu, 'GET', `${ADMIN}/products?q=PH-SGA55-128`)).json<Page<AdminProduct>>();
    expect(found.items[0]).toMatchObject({ code: 'PH-SGA55-128-NV', status: 'online', totalStock: 110 });
  });

  it('lists the products by name whatever the case, as the shop does: Jabra before JBL, iPhone before Zyxel', async () => {
    const names = (await send(mu, 'GET', `${ADMIN}/products?pageSize=100`))
      .json<Page<AdminProduct>>()
      .items.map((item) => item.name);
    const at = (name: string) => names.indexOf(name);
    expect(at('Jabra Evolve2 65 UC -kuulokkeet')).toBeGreaterThanOrEqual(0);
    expect(at('Jabra Evolve2 65 UC -kuulokkeet')).toBeLessThan(at('JBL Flip 6 Bluetooth-kaiutin'));
    expect(at('iPhone 15 128 Gt musta')).toBeGreaterThanOrEqual(0);
    expect(at('iPhone 15 128 Gt musta')).toBeLessThan(at('Zyxel NR7102 5G -ulkoreititin'));
  });

  it('approves only a synchronised product, under If-Match, and audits each change in the log of company 0', async () => {
    const doro = await product('PH-DORO-8100');
    const refused = await send(mu, 'PUT', `${ADMIN}/products/PH-DORO-8100/status`, { status: 'online' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ILLEGAL_STATE' });
    const stale = await send(
      mu,
      'POST',
      `${ADMIN}/products/PH-DORO-8100/synchronize`,
      undefined,
      doro.version - 1,
    );
    expect(stale.statusCode).toBe(412);
    const synced = await send(
      mu,
      'POST',
      `${ADMIN}/products/PH-DORO-8100/synchronize`,
      undefined,
      doro.version,
    );
    expect(synced.statusCode).toBe(200);
    expect(synced.json<AdminProduct>()).toMatchObject({ synced: true, status: 'online' });
    expect(synced.headers.etag).toBe(`"${doro.version + 1}"`);
    expect((await shop('GET', '/catalogue/products/PH-DORO-8100')).statusCode).toBe(200);

    const offline = await send(
      mu,
      'PUT',
      `${ADMIN}/products/PH-DORO-8100/status`,
      { status: 'offline' },
      doro.version + 1,
    );
    expect(offline.json<AdminProduct>()).toMatchObject({ approved: false, online: false, status: 'offline' });
    expect((await shop('GET', '/catalogue/products/PH-DORO-8100')).statusCode).toBe(404);
    const online = await send(mu, 'PUT', `${ADMIN}/products/PH-DORO-8100/status`, { status: 'online' });
    expect(online.json<AdminProduct>().status).toBe('online');

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.companyId, '0'));
    expect(audit.map((row) => [row.action, row.subject])).toEqual(
      expect.arrayContaining([
        ['shop-product.sync', 'Doro 8100 helppokäyttöinen älypuhelin (PH-DORO-8100)'],
        ['shop-product.status', 'Doro 8100 helppokäyttöinen älypuhelin (PH-DORO-8100): online → offline'],
      ]),
    );
  });

  it('refuses a balance that is empty or no number, never reading it as 0, and takes "1 000" as a thousand', async () => {
    const url = `${ADMIN}/products/PH-SGA55-128-NV/stockbalance`;
    const store = { companyId: KETTU, storeId: '1101' };
    for (const [balance, error] of [
      [null, 'validation.not-a-number'],
      ['', 'validation.cannot-be-empty-number'],
      ['abc', 'validation.not-a-number'],
      ['2.5', 'validation.not-a-number'],
    ] as const) {
      const refused = await send(mu, 'PUT', url, { ...store, balance });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fieldErrors: { balance: error } });
    }
    const before = await product('PH-SGA55-128-NV');
    expect(before.stock).not.toContainEqual(expect.objectContaining({ ...store, balance: 0 }));
    const thousand = await send(mu, 'PUT', url, { ...store, balance: '1 000' }, before.version);
    expect(thousand.json<AdminProductDetail>().stock).toContainEqual(
      expect.objectContaining({ ...store, balance: 1000 }),
    );
  });

  it('alerts DC and MU staff once when an order takes a store’s stock down to the threshold', async () => {
    const name = 'Samsung Galaxy A55';
    const before = await product('PH-SGA55-128-NV');
    const edit = await send(
      mu,
      'PUT',
      `${ADMIN}/products/PH-SGA55-128-NV/stockbalance`,
      { companyId: KETTU, storeId: '1101', balance: 4 },
      before.version,
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json<AdminProductDetail>().stock).toContainEqual(
      expect.objectContaining({ companyId: KETTU, storeId: '1101', balance: 4 }),
    );
    const unknownStore = await send(mu, 'PUT', `${ADMIN}/products/PH-SGA55-128-NV/stockbalance`, {
      companyId: KETTU,
      storeId: 'NOPE',
      balance: 4,
    });
    expect(unknownStore.statusCode).toBe(400);
    await mailsDone();
    expect(await alertsTo('mu@kaista.example', name)).toHaveLength(0);

    for (let order = 0; order < 2; order++) {
      expect(
        (await shop('POST', '/cart/entries', { productCode: 'PH-SGA55-128-NV', quantity: 1 })).statusCode,
      ).toBe(201);
      const submitted = await shop('POST', '/orders', {
        storeId: '1101',
        endCustomerReference: `Hälytys ${order}`,
      });
      expect(submitted.statusCode).toBe(201);
    }
    await mailsDone();
    const alerts = await alertsTo('mu@kaista.example', name);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).toContain('3');
    expect(await alertsTo('dc@kaista.example', name)).toHaveLength(1);
    expect(await alertsTo('rep@kettu.example', name)).toHaveLength(0);
  });

  it('creates an assortment, gives it a company and products under If-Match, and the company then buys only those', async () => {
    const name = `Testivalikoima ${crypto.randomUUID().slice(0, 8)}`;
    const created = await send(mu, 'POST', `${ADMIN}/assortments`, { name });
    expect(created.statusCode).toBe(201);
    const assortment = created.json<Assortment>();
    expect(assortment).toMatchObject({ name, isDefault: false, productCount: 0, companies: [] });
    const taken = await send(mu, 'POST', `${ADMIN}/assortments`, { name: name.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ fieldErrors: { name: 'matsku.assortment-name-taken' } });

    const change = { name, companyIds: [KETTU], addProducts: ['PH-DORO-8100', 'HP-JABRA-EV2-65'] };
    const stale = await send(
      mu,
      'PUT',
      `${ADMIN}/assortments/${assortment.id}`,
      change,
      assortment.version + 1,
    );
    expect(stale.statusCode).toBe(412);
    const updated = await send(
      mu,
      'PUT',
      `${ADMIN}/assortments/${assortment.id}`,
      change,
      assortment.version,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Assortment>()).toMatchObject({
      productCount: 2,
      companies: [{ id: KETTU }],
      version: assortment.version + 1,
    });
    const search = (await shop('GET', '/catalogue/search?q=*')).json<{ items: { code: string }[] }>();
    expect(search.items.map((item) => item.code).sort()).toEqual(['HP-JABRA-EV2-65', 'PH-DORO-8100']);

    const inIt = (await send(mu, 'GET', `${ADMIN}/products?q=jabra&assortmentId=${assortment.id}`)).json<
      Page<AdminProduct>
    >();
    expect(inIt.items.find((item) => item.code === 'HP-JABRA-EV2-65')?.inAssortment).toBe(true);
    expect(inIt.items.find((item) => item.code === 'SP-JABRA-510')?.inAssortment).toBe(false);

    const defaults = (await send(mu, 'GET', `${ADMIN}/assortments`)).json<Assortment[]>();
    const basic = defaults.find((row) => row.isDefault)!;
    const namedForDefault = await send(mu, 'PUT', `${ADMIN}/assortments/${basic.id}`, {
      name: basic.name,
      companyIds: [KETTU],
    });
    expect(namedForDefault.statusCode).toBe(400);
    const back = await send(mu, 'PUT', `${ADMIN}/assortments/${assortment.id}`, { name, companyIds: [] });
    expect(back.json<Assortment>().companies).toEqual([]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, '0'), eq(auditLog.action, 'shop-assortment.update')));
    expect(audit.map((row) => row.subject)).toContain(
      `${name}; companies – → ${KETTU}; +PH-DORO-8100 +HP-JABRA-EV2-65`,
    );
  });
});
