import { and, desc, eq } from 'drizzle-orm';
import type { AssetDetail, AssetPage, AssetProductGroups, AssetSearch } from '@kaista/domain/services';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assets, auditLog, orderItems, orders } from '../../db/schema';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, JOB_QUEUE_WAIT, type TestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const POHJOLA = DEMO_COMPANY.pohjola;
const base = (company: string) => `/api/businesses/${company}/assets`;

describe('assets', () => {
  let t: TestApp;
  let manager: string;
  let user: string;
  let employee: string;
  let rep: string;
  beforeAll(async () => {
    // A repair order goes through the order fulfilment: quick steps, so its completion can be awaited.
    t = await createTestApp({ config: { orderFulfilmentStepMs: 20 } });
    manager = await t.login('manager@aurora.example');
    user = await t.login('user@aurora.example');
    employee = await t.login('employee@aurora.example');
    rep = await t.login('rep@kettu.example');
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, session = manager) => t.request({ method: 'GET', url, session });
  const repair = (company: string, id: string, payload: object, session = manager, ifMatch?: string) =>
    t.request({
      method: 'POST',
      url: `${base(company)}/${id}/repair`,
      session,
      payload,
      ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
    });
  /** An Aurora asset in the status, of the group, by the seeded data; skipping the first `skip`. */
  const assetOf = async (status: string, group = 'mobile-phones', skip = 0) => {
    const [row] = await t.db
      .select()
      .from(assets)
      .where(and(eq(assets.companyId, AURORA), eq(assets.status, status), eq(assets.productGroup, group)))
      .orderBy(desc(assets.id))
      .offset(skip)
      .limit(1);
    if (!row) throw new Error(`no ${status} ${group} asset`);
    return row;
  };

  it('lists the company assets in pages, filtered by status and product group, sorted and searched', async () => {
    const first = (await get(`${base(AURORA)}?pageSize=50`)).json<AssetPage>();
    expect(first.total).toBe(600);
    const names = first.items.map((item) => item.productName);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const second = (await get(`${base(AURORA)}?pageSize=50&offset=50`)).json<AssetPage>();
    const ids = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => ids.has(item.id))).toBe(false);

    const inRepair = (await get(`${base(AURORA)}?status=REPAIR&pageSize=100`)).json<AssetPage>();
    expect(inRepair.total).toBeGreaterThan(0);
    expect(inRepair.items.every((item) => item.status === 'REPAIR')).toBe(true);
    const routers = (await get(`${base(AURORA)}?productGroup=routers`)).json<AssetPage>();
    expect(routers.items.every((item) => item.productGroup === 'routers')).toBe(true);

    const phone = await assetOf('IN USE');
    const byImei = (await get(`${base(AURORA)}?q=${phone.imei!.slice(0, 12)}`)).json<AssetPage>();
    expect(byImei.items.map((item) => item.id)).toContain(phone.id);
    const byUser = (
      await get(`${base(AURORA)}?q=${encodeURIComponent(phone.userName!.split(' ')[1]!)}&pageSize=100`)
    ).json<AssetPage>();
    expect(byUser.items.map((item) => item.id)).toContain(phone.id);

    const newest = (await get(`${base(AURORA)}?sort=purchased&pageSize=20`)).json<AssetPage>();
    const days = newest.items.map((item) => item.purchasedOn);
    expect([...days].sort().reverse()).toEqual(days);
  });

  it('answers the product groups with counts, and /search/assets with at most 20 hits', async () => {
    const groups = (await get(`/api/businesses/${AURORA}/assetproductgroups`)).json<AssetProductGroups>();
    expect(groups.groups.map((group) => group.group)).toContain('mobile-phones');
    expect(groups.groups.reduce((sum, group) => sum + group.count, 0)).toBe(600);
    const hits = (await get(`/api/businesses/${AURORA}/search/assets?q=iphone`)).json<AssetSearch>();
    expect(hits.hits.length).toBe(20);
    expect(hits.hits.every((hit) => hit.productName.includes('iPhone'))).toBe(true);
    const few = (await get(`/api/businesses/${AURORA}/search/assets?q=iphone&hits=3`)).json<AssetSearch>();
    expect(few.hits).toHaveLength(3);
    expect((await get(`/api/businesses/${AURORA}/search/assets?q=`)).statusCode).toBe(400);
    expect((await get(`/api/businesses/${AURORA}/search/assets?q=x&hits=21`)).statusCode).toBe(400);
  });

  it('shows an asset with its linked service and an ETag; another company asks for it in vain', async () => {
    const phone = await assetOf('IN USE');
    const answer = await get(`${base(AURORA)}/${phone.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.etag).toBe(`"${phone.version}"`);
    const detail = answer.json<AssetDetail>();
    expect(detail).toMatchObject({ id: phone.id, imei: phone.imei, status: 'IN USE' });
    expect(detail.service?.number).toMatch(/^\+358/);
    expect((await get(`${base(POHJOLA)}/${phone.id}`)).statusCode).toBe(404);
    expect((await get(`${base(AURORA)}/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`${base(AURORA)}/${phone.id}`, rep)).statusCode).toBe(404);
  });

  it('lets readers read and only change-order writers repair; the employee reads nothing', async () => {
    const phone = await assetOf('IN USE', 'mobile-phones', 5);
    expect((await get(base(AURORA), user)).statusCode).toBe(200);
    expect((await get(base(AURORA), employee)).statusCode).toBe(403);
    expect((await repair(AURORA, phone.id, { fault: 'Akku turpoaa.' }, user)).statusCode).toBe(403);
    expect((await t.db.select().from(assets).where(eq(assets.id, phone.id)))[0]?.status).toBe('IN USE');
  });

  it('repairs with If-Match: REPAIR, a REPAIR_ORDER, an audit row; back IN USE when the order completes', async () => {
    const phone = await assetOf('IN USE', 'mobile-phones', 1);
    expect((await repair(AURORA, phone.id, { fault: ' ' })).statusCode).toBe(400);
    const stale = await repair(
      AURORA,
      phone.id,
      { fault: 'Näyttö rikki.' },
      manager,
      `"${phone.version + 5}"`,
    );
    expect(stale.statusCode).toBe(412);
    const answer = await repair(AURORA, phone.id, { fault: 'Näyttö rikki.' }, manager, `"${phone.version}"`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.etag).toBe(`"${phone.version + 1}"`);
    expect(answer.json<AssetDetail>()).toMatchObject({ status: 'REPAIR', repairFault: 'Näyttö rikki.' });

    const [item] = await t.db
      .select({ orderId: orderItems.orderId, characteristics: orderItems.characteristics })
      .from(orderItems)
      .where(and(eq(orderItems.companyId, AURORA), eq(orderItems.productCode, phone.productCode)))
      .orderBy(desc(orderItems.orderId));
    const [order] = await t.db
      .select()
      .from(orders)
      .innerJoin(
        orderItems,
        and(eq(orderItems.orderId, orders.id), eq(orderItems.companyId, orders.companyId)),
      )
      .where(eq(orders.companyId, AURORA))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    expect(item).toBeDefined();
    expect(order?.orders.orderType).toBe('REPAIR_ORDER');
    expect(order?.order_items.characteristics).toMatchObject({
      assetId: phone.id,
      serviceAction: 'repair-asset',
      fault: 'Näyttö rikki.',
      targetSubscriptionId: phone.serviceId,
    });
    // The repair shows in the linked service's order history too.
    const history = await get(`/api/businesses/${AURORA}/services/${phone.serviceId}/orders`);
    expect(history.json<{ orders: { id: string }[] }>().orders[0]?.id).toBe(order?.orders.id);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.companyId, AURORA))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'asset.repair' });
    expect(audit?.subject).toContain('IN USE → REPAIR');

    await vi.waitFor(async () => {
      const [done] = await t.db.select().from(orders).where(eq(orders.id, order!.orders.id));
      expect(done?.status).toBe('COMPLETED');
    }, JOB_QUEUE_WAIT);
    expect((await get(`${base(AURORA)}/${phone.id}`)).json<AssetDetail>().status).toBe('IN USE');
  });

  it('refuses to repair an asset already in repair or not in use (409), and one of another company', async () => {
    const inRepair = await assetOf('REPAIR', 'mobile-phones');
    const again = await repair(AURORA, inRepair.id, { fault: 'Näyttö rikki.' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('ILLEGAL_STATE');
    const retired = await assetOf('NOT IN USE', 'laptops');
    const answer = await repair(AURORA, retired.id, { fault: 'Ei käynnisty.' });
    expect(answer.statusCode).toBe(409);
    expect((await repair(POHJOLA, retired.id, { fault: 'Ei käynnisty.' })).statusCode).toBe(404);
  });
});
