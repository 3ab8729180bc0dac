import { describe, expect, it } from 'vitest';
import type { Order, OrderPage, OrderSearchAnswer } from '@kaista/domain/orders';
import { type TestApp, withTestApp } from '../../test/test-app';
import { DEMO_COMPANY, DEMO_USER } from '../../seed/demo-ids';

const AURORA = `/api/businesses/${DEMO_COMPANY.aurora}`;
const POHJOLA = `/api/businesses/${DEMO_COMPANY.pohjola}`;

describe('orders: list, search and detail', () => {
  let t: TestApp;
  const sessions: Record<string, string> = {};
  withTestApp(async (app) => {
    t = app;
    for (const email of [
      'manager@aurora.example',
      'user@aurora.example',
      'employee@aurora.example',
      'rep@kettu.example',
    ])
      sessions[email] = await t.login(email);
  });

  const get = (url: string, email = 'manager@aurora.example') =>
    t.request({ method: 'GET', url, session: sessions[email] });
  const list = async (query: string, company = AURORA) => {
    const response = await get(`${company}/users/${DEMO_USER.manager}/orders?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<OrderPage>();
  };

  it('lists the company’s orders newest first, filtered by §4 status and type, sorted and paged', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBe(24);
    const created = all.items.map((order) => order.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const errored = await list('orderStatus=ERRORED');
    expect(errored.total).toBe(3);
    expect(errored.items.every((order) => order.status === 'ERRORED')).toBe(true);
    const cease = await list('orderType=CEASE&pageSize=100');
    expect(cease.items.length).toBeGreaterThan(0);
    expect(cease.items.every((order) => order.orderType === 'CEASE')).toBe(true);
    const byNumber = await list('sort=orderNumber&direction=ASC&pageSize=5');
    const numbers = byNumber.items.map((order) => Number(order.orderNumber));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const first = await list('pageSize=10');
    const second = await list('pageSize=10&offset=10');
    expect(first.items.filter((a) => second.items.some((b) => b.id === a.id))).toEqual([]);
    expect((await list('pageSize=100', POHJOLA)).total).toBe(8);
  });

  it('finds orders by order number, by a number on the order and by who ordered', async () => {
    const [one] = (await list('pageSize=1')).items;
    const byOrderNumber = await list(`q=${one!.orderNumber}`);
    expect(byOrderNumber.items.map((order) => order.id)).toEqual([one!.id]);
    const detail = (await get(`${AURORA}/users/${DEMO_USER.manager}/orders/${one!.id}`)).json<Order>();
    const phone = detail.endUsers.find((user) => user.number)?.number;
    if (phone) {
      const byPhone = await list(`q=${encodeURIComponent(phone)}`);
      expect(byPhone.items.map((order) => order.id)).toContain(one!.id);
      // As Finns write it, with spaces: 050 700 0010 for +358507000010.
      const national = `0${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;
      const byNational = await list(`q=${encodeURIComponent(national)}`);
      expect(byNational.items.map((order) => order.id)).toContain(one!.id);
    }
    const byUser = await list('q=eero&pageSize=100');
    expect(byUser.total).toBeGreaterThan(0);
    expect(byUser.items.every((order) => order.userName === 'Eero Työntekijä')).toBe(true);
    // A name search's pages follow the list's order and its total is exact on every page.
    const newest = await list('q=eero&pageSize=1');
    const next = await list('q=eero&pageSize=1&offset=1');
    expect([newest.total, next.total]).toEqual([byUser.total, byUser.total]);
    expect([...newest.items, ...next.items].map((order) => order.id)).toEqual(
      byUser.items.slice(0, 2).map((order) => order.id),
    );
    const oldestFirst = await list('q=eero&pageSize=100&sort=orderNumber&direction=ASC');
    const ascending = oldestFirst.items.map((order) => Number(order.orderNumber));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const search = await get(`${AURORA}/search/orders?q=Maria`);
    expect(search.statusCode).toBe(200);
    const hits = search.json<OrderSearchAnswer>().hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(20);
  });

  it('shows an order with its lines, prices, end users, delivery, payer and status timeline', async () => {
    const [errored] = (await list('orderStatus=ERRORED')).items;
    const response = await get(`${AURORA}/users/${DEMO_USER.manager}/orders/${errored!.id}`);
    expect(response.statusCode).toBe(200);
    const order = response.json<Order>();
    expect(order.timeline.map((event) => event.status)).toEqual(['SUBMITTED', 'VALIDATED', 'ERRORED']);
    // A known case: its code for the page to say in the reader's language, its English text for the API.
    expect(order).toMatchObject({
      errorReason: expect.stringMatching(/could not be ported/),
      errorReasonCode: 'NUMBER_PORT_REJECTED',
      errorReasonParams: {},
    });
    expect(order.timeline.at(-1)).toMatchObject({ reasonCode: 'NUMBER_PORT_REJECTED' });
    expect(order.lines.length).toBeGreaterThan(0);
    expect(order.monthlyCents).toBe(order.lines.reduce((sum, line) => sum + line.monthlyCents, 0));
    expect(order.endUsers.length).toBeGreaterThan(0);
    expect(order.delivery).toMatchObject({ city: expect.any(String) });
    expect(order.payer).toMatchObject({ name: expect.any(String) });
  });

  it('lets OrdersReadOrder read, refuses others (403), hides other companies and uids (404), checks input', async () => {
    const ownUrl = (uid: string) => `${AURORA}/users/${uid}/orders`;
    expect((await get(ownUrl(DEMO_USER.user), 'user@aurora.example')).statusCode).toBe(200);
    expect((await get(ownUrl(DEMO_USER.employee), 'employee@aurora.example')).statusCode).toBe(403);
    expect((await get(ownUrl(DEMO_USER.manager), 'rep@kettu.example')).statusCode).toBe(404);
    expect((await get(ownUrl(DEMO_USER.user))).statusCode).toBe(404);
    const [pohjolaOrder] = (await list('pageSize=1', POHJOLA)).items;
    expect((await get(`${AURORA}/users/${DEMO_USER.manager}/orders/${pohjolaOrder!.id}`)).statusCode).toBe(
      404,
    );
    const bad = await get(`${ownUrl(DEMO_USER.manager)}?orderStatus=LATE&orderType=X&pageSize=1000`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['orderStatus', 'orderType', 'pageSize']);
    expect((await t.request({ method: 'GET', url: ownUrl(DEMO_USER.manager) })).statusCode).toBe(401);
  });
});
