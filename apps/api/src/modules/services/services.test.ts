import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type {
  AvailablePlans,
  ServiceOrder,
  ServiceOrders,
  PukCodes,
  ServiceActions,
  ServiceDetail,
  ServicePage,
  TerminationDates,
} from '@kaista/domain/services';
import type { PoaPage, PowerOfAttorney } from '@kaista/domain/powers-of-attorney';
import { BULK_LIMITS, formatServiceNumber } from '@kaista/domain/services';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  costPools,
  orderItems,
  orders,
  orderStatusEvents,
  payers,
  servicePoas,
  services,
} from '../../db/schema';
import { DEMO_COMPANY, DEMO_USER } from '../../seed/demo-ids';
import { createTestApp, JOB_QUEUE_WAIT, type TestApp } from '../../test/test-app';
import type { OrderedItem } from './completed-order';
import { servicesOrderInventory } from './order-inventory';

const AURORA = DEMO_COMPANY.aurora;
const POHJOLA = DEMO_COMPANY.pohjola;
const list = (company: string, query = '') => `/api/businesses/${company}/services${query}`;

describe('services', () => {
  let t: TestApp;
  let manager: string;
  let user: string;
  let employee: string;
  let cc: string;
  beforeAll(async () => {
    // Package changes go through the order fulfilment: steps quick enough for their completion to be awaited,
    // slow enough that an order is still on order when a test looks right after making it (20 ms steps
    // completed it first on a loaded machine).
    t = await createTestApp({ config: { orderFulfilmentStepMs: 400 } });
    manager = await t.login('manager@aurora.example');
    user = await t.login('user@aurora.example');
    employee = await t.login('employee@aurora.example');
    cc = await t.login('cc@kaista.example');
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, session = manager) => t.request({ method: 'GET', url, session });
  const post = (url: string, payload: object, session = manager, ifMatch?: string) =>
    t.request({
      method: 'POST',
      url,
      session,
      payload,
      ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
    });
  const page = async (query: string, session = manager) =>
    (await get(list(AURORA, query), session)).json<ServicePage>();
  /** An Aurora service of the given type and status, by the seeded inventory. */
  const serviceOf = async (type: string, status: string, company: string = AURORA) => {
    const [row] = await t.db
      .select()
      .from(services)
      .where(and(eq(services.companyId, company), eq(services.type, type), eq(services.status, status)))
      .orderBy(services.number)
      .limit(1);
    if (!row) throw new Error(`no ${status} ${type} service`);
    return row;
  };
  /** The orders of a service as /orders holds them: type, status, timeline and the action's item. */
  const ordersOf = async (serviceId: string) => {
    const answer = await get(`${list(AURORA)}/${serviceId}/orders`);
    expect(answer.statusCode).toBe(200);
    return answer.json<ServiceOrders>().orders;
  };
  /** The monthly charges an order page shows: the order's and each line's. */
  const monthlyChargesOf = async (orderId: string) => {
    const page = await get(`/api/businesses/${AURORA}/users/${DEMO_USER.manager}/orders/${orderId}`);
    const order = page.json<{ monthlyCents: number; lines: { monthlyCents: number }[] }>();
    return [order.monthlyCents, ...order.lines.map((line) => line.monthlyCents)];
  };
  const timelineOf = async (orderId: string) =>
    (
      await t.db
        .select({ status: orderStatusEvents.status })
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, orderId))
        .orderBy(orderStatusEvents.seq)
    ).map((row) => row.status);
  const lastAudit = async () =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.companyId, AURORA))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it('lists the company inventory by number, with a capped total and no overlap between pages', async () => {
    const first = await page('?pageSize=50');
    expect(first.total).toBe(3000);
    expect(first.items).toHaveLength(50);
    const numbers = first.items.map((item) => item.number);
    expect([...numbers].sort()).toEqual(numbers);
    const second = await page('?pageSize=50&offset=50');
    expect(second.items.some((item) => numbers.includes(item.number))).toBe(false);
    const deep = await page('?pageSize=20&offset=2990');
    expect(deep.items).toHaveLength(10);
    expect(first.items[0]?.payer?.name).toMatch(/^Aurora Logistics Oy/);
  });

  it('filters by §4 status set, type, cost centre, payer and user, and searches numbers, ICCIDs and names', async () => {
    const ended = await page('?status=ended&pageSize=100');
    expect(ended.items.every((item) => ['TERMINATED', 'CANCELLED'].includes(item.status))).toBe(true);
    expect(ended.total).toBeGreaterThan(0);
    const barred = await page('?status=BARRED,BARREDBYDNA');
    expect(barred.items.every((item) => item.status.startsWith('BARRED'))).toBe(true);
    const broadband = await page('?type=broadband&pageSize=100');
    expect(broadband.total).toBe(150);
    const { costCentres, payers } = (await get(list(AURORA, '/filterchoices'))).json<{
      costCentres: { id: string; name: string }[];
      payers: { id: string; name: string }[];
    }>();
    const terminal = costCentres.find((pool) => pool.name === 'Tampereen terminaali')!;
    const byPool = await page(`?costCentreId=${terminal.id}&pageSize=100`);
    expect(byPool.items.every((item) => item.costCentre?.name === 'Tampereen terminaali')).toBe(true);
    const oulu = payers.find((payer) => payer.name.endsWith('Oulun varasto'))!;
    const byPayer = await page(`?payerId=${oulu.id}`);
    expect(byPayer.total).toBe(300);
    const maria = await page('?user=maria%20manninen');
    expect(maria.items.map((item) => item.userName)).toEqual(['Maria Manninen']);

    const target = (await page('?type=mobile&status=ACTIVE')).items[3]!;
    const national = `0${target.number.slice(4, 6)} ${target.number.slice(6)}`;
    expect((await page(`?q=${encodeURIComponent(national)}`)).items.map((item) => item.id)).toEqual([
      target.id,
    ]);
    expect((await page(`?q=${target.iccid}`)).items.map((item) => item.id)).toEqual([target.id]);
    const byName = await page('?q=manninen&pageSize=100');
    expect(byName.items.length).toBeGreaterThan(1);
    expect(byName.items.every((item) => item.userName?.toLowerCase().includes('manninen'))).toBe(true);
    const sorted = await page('?sort=user&direction=DESC');
    const names = sorted.items.map((item) => item.userName!.toLowerCase());
    expect([...names].sort().reverse()).toEqual(names);
  });

  it('counts a status filter from the kept counts and answers the same total as the rows', async () => {
    const rows = await t.db
      .select({ status: services.status })
      .from(services)
      .where(eq(services.companyId, AURORA));
    const suspended = rows.filter((row) => row.status.startsWith('BARRED')).length;
    expect(await page('?status=suspended&pageSize=5')).toMatchObject({
      total: suspended,
      totalCapped: false,
    });
    expect((await page('?pageSize=5')).total).toBe(rows.length);
    const deep = await page(`?status=suspended&pageSize=5&offset=${suspended - 2}`);
    expect(deep.items).toHaveLength(2);
    // A page past the middle is read from the end, and is the same page.
    const expected = async (order: ReturnType<typeof asc>[], offset: number) =>
      (
        await t.db
          .select({ id: services.id })
          .from(services)
          .where(eq(services.companyId, AURORA))
          .orderBy(...order)
          .limit(5)
          .offset(offset)
      ).map((row) => row.id);
    const ids = (answer: ServicePage) => answer.items.map((item) => item.id);
    expect(ids(await page('?pageSize=5&offset=2500'))).toEqual(await expected([asc(services.number)], 2500));
    expect(ids(await page('?pageSize=5&offset=2500&sort=user&direction=DESC'))).toEqual(
      await expected([sql`lower(${services.userName}) desc`, desc(services.id)], 2500),
    );
    expect(ids(await page(`?pageSize=5&offset=${rows.length - 3}`))).toHaveLength(3);
  });

  it('finds a rare name past the first thousand numbers in number order, with its filters and count', async () => {
    // Two services far down the number order are given a name nobody else has: the first thousand services
    // hold neither, so the list and the header search find them through the names' index. (Only ASCII letters
    // change case in the searches: a database in the C locale lower-cases no others.)
    const all = await t.db
      .select({ id: services.id, number: services.number, type: services.type })
      .from(services)
      .where(eq(services.companyId, AURORA))
      .orderBy(asc(services.number));
    expect(all.length).toBeGreaterThan(1500);
    const late = [all[1400]!, all[1300]!];
    for (const [n, row] of late.entries())
      await t.db
        .update(services)
        .set({ userName: `Tähkä-Kärppä ${n}` })
        .where(and(eq(services.companyId, AURORA), eq(services.id, row.id)));
    const inOrder = [all[1300]!.id, all[1400]!.id];
    const found = await page(`?q=${encodeURIComponent('tähkä-Kärpp')}`);
    expect(found.items.map((item) => item.id)).toEqual(inOrder);
    expect(found).toMatchObject({ total: 2, totalCapped: false });
    const descending = await page(`?q=${encodeURIComponent('KäRPPä')}&direction=DESC&pageSize=1&offset=1`);
    expect(descending.items.map((item) => item.id)).toEqual([all[1300]!.id]);
    expect(descending.total).toBe(2);
    expect(await page(`?q=${encodeURIComponent('kärppä')}&offset=5`)).toMatchObject({ items: [], total: 2 });
    const byUser = await page(`?q=${encodeURIComponent('rppä')}&sort=user`);
    expect(byUser.items.map((item) => item.userName)).toEqual(['Tähkä-Kärppä 0', 'Tähkä-Kärppä 1']);
    const ofType = await page(`?q=k%C3%A4rpp%C3%A4&type=${late[0]!.type}`);
    expect(ofType.items.every((item) => item.type === late[0]!.type)).toBe(true);
    expect(ofType.items.map((item) => item.id)).toContain(late[0]!.id);
    const hits = (
      await get(`/api/businesses/${AURORA}/search/services?q=${encodeURIComponent('TäHKä')}&hits=5`)
    ).json<{ hits: ServicePage['items'] }>().hits;
    expect(hits.map((hit) => hit.id)).toEqual(inOrder);
    // Another company's search never sees them.
    const pohjola = (await get(list(POHJOLA, '?q=k%C3%A4rpp%C3%A4'), cc)).json<ServicePage>();
    expect(pohjola.items).toEqual([]);
  });

  it('searches /search/services by a number from its start, digits anywhere, an ICCID or a name, without a count', async () => {
    const search = async (q: string, query = '', session = manager) =>
      get(`/api/businesses/${AURORA}/search/services?q=${encodeURIComponent(q)}${query}`, session);
    const target = (await page('?type=mobile&status=ACTIVE')).items[5]!;
    const national = `0${target.number.slice(4)}`;
    // From its start: every hit begins so, the first hits in number order.
    const start = (await search(national.slice(0, 6), '&hits=5')).json<{ hits: ServicePage['items'] }>();
    expect(start.hits).toHaveLength(5);
    expect(start.hits.every((hit) => hit.number.startsWith(`+358${national.slice(1, 6)}`))).toBe(true);
    expect(start.hits.map((hit) => hit.number)).toEqual(start.hits.map((hit) => hit.number).sort());
    expect((await search(`+358 ${target.number.slice(4)}`)).json().hits).toMatchObject([{ id: target.id }]);
    expect((await search(`00358${target.number.slice(4)}`)).json().hits).toMatchObject([{ id: target.id }]);
    // Digits without a leading zero are found anywhere in a number or an ICCID.
    const middle = target.number.slice(-6);
    const anywhere = (await search(middle)).json<{ hits: ServicePage['items'] }>().hits;
    expect(anywhere.map((hit) => hit.id)).toContain(target.id);
    expect(anywhere.every((hit) => hit.number.includes(middle) || hit.iccid?.includes(middle))).toBe(true);
    // Common digits are found among the first services in number order, rare ones through the trigram index:
    // both answer the first hits in number order.
    for (const digits of ['1', '77', '3100']) {
      const hits = (await search(digits)).json<{ hits: ServicePage['items'] }>().hits;
      const all = await t.db
        .select({ number: services.number, iccid: services.iccid })
        .from(services)
        .where(eq(services.companyId, AURORA))
        .orderBy(asc(services.number));
      const expected = all.filter((row) => row.number.includes(digits) || row.iccid?.includes(digits));
      expect(hits.map((hit) => hit.number)).toEqual(expected.slice(0, 20).map((row) => row.number));
    }
    expect((await search(target.iccid!)).json().hits).toMatchObject([{ id: target.id }]);
    const byName = (await search('manninen', '&hits=3')).json<{ hits: ServicePage['items'] }>().hits;
    expect(byName).toHaveLength(3);
    expect(byName.every((hit) => hit.userName?.toLowerCase().includes('manninen'))).toBe(true);
    // A number typed from its start is not found in another number's middle.
    expect((await search(`0${middle}`)).json().hits.map((hit: { id: string }) => hit.id)).not.toContain(
      target.id,
    );
    // Another company's numbers are never among the hits; bad input is a 400 at the field.
    const pohjola = await serviceOf('mobile', 'ACTIVE', POHJOLA);
    expect((await search(`0${pohjola.number.slice(4)}`)).json().hits).toEqual([]);
    const empty = await search('');
    expect(empty.statusCode).toBe(400);
    expect((await search('040', '&hits=21')).statusCode).toBe(400);
    expect((await search('040', '', employee)).statusCode).toBe(403);
    expect((await get(`/api/businesses/${POHJOLA}/search/services?q=040`, user)).statusCode).toBe(404);
  });

  it('answers the detail with package, add-ons, barrings, payer and contract, and its ETag', async () => {
    const row = await serviceOf('mobile', 'ACTIVE');
    const answer = await get(`${list(AURORA)}/${row.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.etag).toBe(`"${row.version}"`);
    const detail = answer.json<ServiceDetail>();
    expect(detail).toMatchObject({ number: row.number, iccid: row.iccid, packageCode: row.packageCode });
    expect(detail.payer?.name).toMatch(/^Aurora/);
    expect(Array.isArray(detail.addOns) && Array.isArray(detail.barrings)).toBe(true);
  });

  it('keeps each company to its own: 403 without the right, 404 for another company or its services', async () => {
    expect((await get(list(AURORA), employee)).statusCode).toBe(403);
    expect((await get(list(POHJOLA), user)).statusCode).toBe(404);
    const pohjolaService = await serviceOf('mobile', 'ACTIVE', POHJOLA);
    expect((await get(`${list(AURORA)}/${pohjolaService.id}`)).statusCode).toBe(404);
    expect((await get(`${list(AURORA)}/${pohjolaService.id}/pukcodes`)).statusCode).toBe(404);
    expect((await get(list(AURORA, '?status=SLEEPING'))).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: list(AURORA) })).statusCode).toBe(401);
  });

  it('shows PUK codes only with SERVICES_READ_PUK, and audits every view', async () => {
    const row = await serviceOf('mobile', 'ACTIVE');
    const url = `${list(AURORA)}/${row.id}/pukcodes`;
    expect((await get(url, user)).statusCode).toBe(403);
    const answer = await get(url);
    expect(answer.json<PukCodes>()).toEqual({ iccid: row.iccid, puk1: row.puk1, puk2: row.puk2 });
    expect(answer.headers['cache-control']).toBe('no-store');
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'service.puk', subject: `${row.number} (${row.userName})` });
  });

  it('lists the actions a caller may take by right and state', async () => {
    const row = await serviceOf('mobile', 'ACTIVE');
    const actions = (url: string, session = manager) =>
      get(url, session).then((r) => r.json<ServiceActions>().actions);
    expect(await actions(`${list(AURORA)}/${row.id}/actions`)).toEqual([
      'view-puk',
      'replace-sim',
      'change-package',
      'suspend',
      'cease',
      'poa',
    ]);
    expect(await actions(`${list(AURORA)}/${row.id}/actions`, user)).toEqual([]);
    const fresh = await serviceOf('mobile', 'NEW');
    expect(await actions(`${list(AURORA)}/${fresh.id}/actions`)).toEqual(['activate-sim', 'cease', 'poa']);
    const ended = await serviceOf('mobile', 'TERMINATED');
    expect(await actions(`${list(AURORA)}/${ended.id}/actions`)).toEqual([]);
    // A switchboard user's type has one package: nothing to change to, so no package change is offered.
    const switchboardUser = await serviceOf('switchboard', 'ACTIVE');
    expect(await actions(`${list(AURORA)}/${switchboardUser.id}/actions`)).toEqual([
      'suspend',
      'cease',
      'poa',
    ]);
  });

  it('suspends and resumes with If-Match, auditing before and after; no resume of a running service', async () => {
    const row = await serviceOf('mobile', 'ACTIVE');
    const url = `${list(AURORA)}/${row.id}/lifecycle`;
    expect((await post(url, { action: 'resume' })).json()).toMatchObject({ code: 'ILLEGAL_STATE' });
    expect((await post(url, { action: 'suspend', suspensionKind: 'customerSuspend' }, user)).statusCode).toBe(
      403,
    );
    expect((await post(url, { action: 'suspend', suspensionKind: 'creditSuspend' })).statusCode).toBe(403);
    expect((await post(url, { action: 'suspend', suspensionKind: 'nap' })).statusCode).toBe(400);
    const stale = await post(
      url,
      { action: 'suspend', suspensionKind: 'customerSuspend' },
      manager,
      `"${row.version + 5}"`,
    );
    expect(stale.statusCode).toBe(412);
    const suspended = await post(
      url,
      { action: 'suspend', suspensionKind: 'customerSuspend' },
      manager,
      `"${row.version}"`,
    );
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json<ServiceDetail>()).toMatchObject({
      status: 'BARRED',
      suspensionKind: 'customerSuspend',
    });
    expect(suspended.headers.etag).toBe(`"${row.version + 1}"`);
    expect(await lastAudit()).toMatchObject({
      action: 'service.suspend',
      subject: `${row.number} (${row.userName}): ACTIVE → BARRED (customerSuspend)`,
    });
    expect((await post(url, { action: 'suspend', suspensionKind: 'customerSuspend' })).statusCode).toBe(409);
    const resumed = await post(url, { action: 'resume' }, manager, suspended.headers.etag as string);
    expect(resumed.json<ServiceDetail>()).toMatchObject({ status: 'ACTIVE', suspensionKind: null });
    expect((await lastAudit())?.action).toBe('service.resume');
    // Each action is an order of its §4 type, completed, in the service's order history.
    const [resume, suspend] = await ordersOf(row.id);
    expect(suspend).toMatchObject({
      orderType: 'MODIFICATION',
      status: 'COMPLETED',
      products: [row.packageName],
    });
    expect(resume).toMatchObject({ orderType: 'RECONNECT', status: 'COMPLETED' });
    expect(await timelineOf(suspend!.id)).toEqual(['SUBMITTED', 'COMPLETED']);
    // Neither brings a monthly charge of its own: the subscription's fee is not the order's.
    expect(row.monthlyPriceCents).toBeGreaterThan(0);
    expect(await monthlyChargesOf(suspend!.id)).toEqual([0, 0]);
    expect(await monthlyChargesOf(resume!.id)).toEqual([0, 0]);
  });

  it('leaves a credit suspension to the operator', async () => {
    const [row] = await t.db
      .select()
      .from(services)
      .where(and(eq(services.companyId, AURORA), eq(services.suspensionKind, 'creditSuspend')))
      .limit(1);
    const url = `${list(AURORA)}/${row!.id}/lifecycle`;
    expect((await post(url, { action: 'resume' })).json()).toMatchObject({ code: 'FAIL_NOT_ALLOWED' });
    expect((await post(url, { action: 'resume' }, cc)).json<ServiceDetail>().status).toBe('ACTIVE');
  });

  it('ceases at once or on a termination date; an ended service takes no action', async () => {
    const [firstPayer] = await t.db
      .select({ id: payers.id })
      .from(payers)
      .where(eq(payers.companyId, AURORA))
      .orderBy(asc(payers.number))
      .limit(1);
    // One billed to another agreement than the company's first, which the cease order must not show instead.
    const [second] = await t.db
      .select()
      .from(services)
      .where(
        and(
          eq(services.companyId, AURORA),
          eq(services.type, 'mobile'),
          eq(services.status, 'ACTIVE'),
          ne(services.payerId, firstPayer!.id),
        ),
      )
      .orderBy(desc(services.number))
      .limit(1);
    const scheduledUrl = `${list(AURORA)}/${second!.id}`;
    const { dates } = (await get(`${scheduledUrl}/terminationdates`)).json<TerminationDates>();
    expect(dates.length).toBeGreaterThan(100);
    expect(
      (await post(`${scheduledUrl}/lifecycle`, { action: 'cease', terminationType: 'scheduled' })).statusCode,
    ).toBe(400);
    const saturday = dates
      .map((date) => new Date(`${date}T00:00:00Z`))
      .find((date) => date.getUTCDay() === 5)!;
    saturday.setUTCDate(saturday.getUTCDate() + 1);
    const weekend = await post(`${scheduledUrl}/lifecycle`, {
      action: 'cease',
      terminationType: 'scheduled',
      terminationDate: saturday.toISOString().slice(0, 10),
    });
    expect(weekend.json()).toMatchObject({ code: 'ILLEGAL_STATE' });
    const scheduled = await post(`${scheduledUrl}/lifecycle`, {
      action: 'cease',
      terminationType: 'scheduledNumberWaived',
      terminationDate: dates[9],
    });
    expect(scheduled.json<ServiceDetail>()).toMatchObject({
      status: 'ACTIVE',
      scheduledTermination: dates[9],
      terminationKind: 'scheduledNumberWaived',
    });
    const [ceaseOrder] = await ordersOf(second!.id);
    expect(ceaseOrder).toMatchObject({ orderType: 'CEASE', status: 'SCHEDULED' });
    // The order page names whose subscription ends and the agreement that bills it; nothing is delivered.
    const ceaseOrderPage = await get(
      `/api/businesses/${AURORA}/users/${DEMO_USER.manager}/orders/${ceaseOrder!.id}`,
    );
    expect(ceaseOrderPage.json()).toMatchObject({
      endUsers: [{ contactName: second!.userName, number: second!.number }],
      payer: { id: second!.payerId },
      delivery: null,
    });
    expect(await monthlyChargesOf(ceaseOrder!.id)).toEqual([0, 0]);

    const row = await serviceOf('mobile-broadband', 'ACTIVE');
    const url = `${list(AURORA)}/${row.id}/lifecycle`;
    const ceased = await post(url, { action: 'cease', terminationType: 'immediate' });
    expect(ceased.json<ServiceDetail>()).toMatchObject({
      status: 'TERMINATED',
      terminationKind: 'immediate',
    });
    expect((await lastAudit())?.action).toBe('service.cease');
    expect(await ordersOf(row.id)).toMatchObject([{ orderType: 'CEASE', status: 'COMPLETED' }]);
    expect((await post(url, { action: 'suspend', suspensionKind: 'customerSuspend' })).json()).toMatchObject({
      code: 'ILLEGAL_STATE',
    });
    expect((await get(`${list(AURORA)}/${row.id}/pukcodes`)).statusCode).toBe(409);
  });

  it('activates a new SIM by the ICCID rules and FAIL_* codes', async () => {
    const row = await serviceOf('mobile', 'NEW');
    const url = `${list(AURORA)}/${row.id}/activatesim`;
    const used = (await serviceOf('mobile', 'ACTIVE')).iccid!;
    expect((await post(url, { iccid: '123' })).json()).toMatchObject({
      fieldErrors: { iccid: 'validation.iccid' },
    });
    expect((await post(url, { iccid: '89358019999999999990' })).json()).toMatchObject({
      fieldErrors: { iccid: 'validation.iccid' },
    });
    expect((await post(url, { iccid: used })).json()).toMatchObject({ code: 'FAIL_SIM_NOT_AVAILABLE' });
    const activated = await post(url, { iccid: '89358019999999999996' });
    expect(activated.json<ServiceDetail>()).toMatchObject({
      status: 'ACTIVE',
      iccid: '89358019999999999996',
    });
    expect((await lastAudit())?.action).toBe('service.activate-sim');
    expect((await post(url, { iccid: '89358019999999999996' })).json()).toMatchObject({
      code: 'FAIL_ALREADY_ACTIVATED',
    });
    const broadband = await serviceOf('broadband', 'ACTIVE');
    expect(
      (await post(`${list(AURORA)}/${broadband.id}/activatesim`, { iccid: '89358019999999999996' })).json(),
    ).toMatchObject({ code: 'FAIL_NOT_ALLOWED' });
  });
  it('runs a bulk action on a selection through the rules of each service, with per-service results', async () => {
    const [first, second] = await t.db
      .select()
      .from(services)
      .where(
        and(
          eq(services.companyId, AURORA),
          eq(services.type, 'mobile-broadband'),
          eq(services.status, 'ACTIVE'),
        ),
      )
      .orderBy(services.number)
      .limit(2);
    const ended = await serviceOf('mobile', 'TERMINATED');
    const pohjola = await serviceOf('mobile', 'ACTIVE', POHJOLA);
    const bulk = (payload: object, session = manager) => post(list(AURORA, '/bulk'), payload, session);
    const suspended = await bulk({
      action: 'suspend',
      suspensionKind: 'customerSuspend',
      serviceIds: [first!.id, second!.id, ended.id, pohjola.id],
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().results).toEqual([
      { serviceId: first!.id, number: first!.number, ok: true, code: null },
      { serviceId: second!.id, number: second!.number, ok: true, code: null },
      { serviceId: ended.id, number: ended.number, ok: false, code: 'ILLEGAL_STATE' },
      { serviceId: pohjola.id, number: null, ok: false, code: 'NOT_FOUND' },
    ]);
    expect(await ordersOf(first!.id)).toMatchObject([{ orderType: 'MODIFICATION', status: 'COMPLETED' }]);
    expect(
      (await bulk({ action: 'suspend', suspensionKind: 'customerSuspend', serviceIds: [first!.id] })).json(),
    ).toMatchObject({ results: [{ ok: false, code: 'ILLEGAL_STATE' }] });

    const { costCentres } = (await get(list(AURORA, '/filterchoices'))).json<{
      costCentres: { id: string; name: string }[];
    }>();
    // Every cost centre of the company is offered, also one no service uses yet.
    const unused = await t.db
      .insert(costPools)
      .values({ companyId: AURORA, name: 'Bulk-testin uusi kustannuspaikka' })
      .returning();
    const { costCentres: offered } = (await get(list(AURORA, '/filterchoices'))).json<{
      costCentres: { id: string; name: string }[];
    }>();
    expect(offered.map((centre) => centre.id)).toContain(unused[0]!.id);
    const target = costCentres.at(-1)!;
    const moved = await bulk({ action: 'cost-centre', costCentreId: target.id, serviceIds: [first!.id] });
    expect(moved.json().results).toEqual([
      { serviceId: first!.id, number: first!.number, ok: true, code: null },
    ]);
    expect((await get(`${list(AURORA)}/${first!.id}`)).json<ServiceDetail>().costCentre).toEqual(target);
    expect(await lastAudit()).toMatchObject({
      action: 'service.cost-centre',
      subject: expect.stringContaining(target.name),
    });
    expect(
      (
        await bulk({
          action: 'cost-centre',
          costCentreId: '00000000-0000-4000-8000-00000000c0c0',
          serviceIds: [first!.id],
        })
      ).json(),
    ).toMatchObject({ fieldErrors: { costCentreId: expect.any(String) } });

    // A scheduled bulk cease takes one of /terminationdates: any other day is refused at its field.
    const { dates } = (await get(`${list(AURORA)}/${first!.id}/terminationdates`)).json<TerminationDates>();
    const saturday = dates.map((date) => new Date(`${date}T00:00:00Z`)).find((day) => day.getUTCDay() === 5)!;
    saturday.setUTCDate(saturday.getUTCDate() + 1);
    for (const terminationDate of [saturday.toISOString().slice(0, 10), '2020-01-02', undefined]) {
      const refused = await bulk({
        action: 'cease',
        terminationType: 'scheduled',
        serviceIds: [first!.id],
        ...(terminationDate ? { terminationDate } : {}),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fieldErrors: { terminationDate: expect.any(String) } });
    }
    const scheduled = await bulk({
      action: 'cease',
      terminationType: 'scheduledNumberWaived',
      terminationDate: dates[1],
      serviceIds: [first!.id],
    });
    expect(scheduled.json().results).toMatchObject([{ ok: true }]);
    expect((await get(`${list(AURORA)}/${first!.id}`)).json<ServiceDetail>().scheduledTermination).toBe(
      dates[1],
    );

    const ceased = await bulk({ action: 'cease', terminationType: 'immediate', serviceIds: [second!.id] });
    expect(ceased.json().results).toMatchObject([{ ok: true }]);
    expect((await get(`${list(AURORA)}/${second!.id}`)).json<ServiceDetail>().status).toBe('TERMINATED');
    expect(
      (await bulk({ action: 'suspend', suspensionKind: 'customerSuspend', serviceIds: [first!.id] }, user))
        .statusCode,
    ).toBe(403);
    expect(
      (await bulk({ action: 'suspend', suspensionKind: 'customerSuspend', serviceIds: [] })).statusCode,
    ).toBe(400);
    // More than one run takes is refused whole, at its field, before any service is touched.
    const overLimit = await bulk({
      action: 'suspend',
      suspensionKind: 'customerSuspend',
      serviceIds: Array.from({ length: BULK_LIMITS.maxServices + 1 }, () => first!.id),
    });
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json()).toMatchObject({ fieldErrors: { serviceIds: expect.any(String) } });
  });

  it('prints a power of attorney as a PDF and records it pending, with the personal code masked', async () => {
    const row = await serviceOf('mobile', 'ACTIVE');
    const url = (what: string, serviceId = row.id, company = AURORA) =>
      `${list(company)}/${serviceId}/poa/${what}`;
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const form = { holderName: 'Pekka Puhelin', holderPersonalId: '131052-308T', validUntil: day(30) };
    expect((await post(url('create'), { ...form, holderPersonalId: '131052-308X' })).json()).toMatchObject({
      fieldErrors: { holderPersonalId: expect.any(String) },
    });
    expect((await post(url('create'), { ...form, validUntil: day(-2) })).json()).toMatchObject({
      code: 'POA_EXPIRED',
    });
    expect((await post(url('pdf'), { ...form, validUntil: day(400) })).json()).toMatchObject({
      code: 'POA_INVALID',
    });
    expect((await post(url('create'), form, user)).statusCode).toBe(403);
    const pohjola = await serviceOf('mobile', 'ACTIVE', POHJOLA);
    expect((await post(url('create', pohjola.id), form)).statusCode).toBe(404);
    const ended = await serviceOf('mobile', 'TERMINATED');
    expect((await post(url('create', ended.id), form)).json()).toMatchObject({ code: 'ILLEGAL_STATE' });

    const pdf = await post(url('pdf'), form);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await lastAudit()).toMatchObject({
      action: 'service.poa-pdf',
      subject: expect.stringContaining('131052-****'),
    });
    expect((await lastAudit())?.subject).not.toContain('308T');

    const created = await post(url('create'), form);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      serviceId: row.id,
      number: row.number,
      holderName: 'Pekka Puhelin',
      holderPersonalIdMasked: '131052-****',
      validUntil: form.validUntil,
      status: 'PENDING',
      createdByName: 'Maria Manninen',
    });
    expect(await lastAudit()).toMatchObject({ action: 'service.poa-create' });
  });

  it('lists the powers of attorney of the company with their §4 signing state and records a signing result', async () => {
    const row = await serviceOf('mobile', 'ACTIVE');
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const form = { holderName: 'Liisa Lupa', holderPersonalId: '131052-308T', validUntil: day(60) };
    const create = async () =>
      (await post(`${list(AURORA)}/${row.id}/poa/create`, form)).json<PowerOfAttorney>();
    const poas = async (query = '', session = manager) =>
      get(`/api/businesses/${AURORA}/poas${query}`, session);
    const result = (id: string, payload: object, company: string = AURORA, session = manager) =>
      post(`/api/businesses/${company}/poas/${id}/result`, payload, session);
    const signed = await create();
    const rejected = await create();
    // One recorded long ago whose last day has passed: it reads EXPIRED, and takes no result.
    const [old] = await t.db
      .insert(servicePoas)
      .values({
        companyId: AURORA,
        serviceId: row.id,
        number: row.number,
        holderName: 'Vanha Valtuuttaja',
        holderPersonalIdMasked: '010190-****',
        validUntil: day(-3),
        status: 'PENDING',
        createdById: 'seed',
        createdByName: 'Maria Manninen',
      })
      .returning();

    const all = (await poas(`?serviceId=${row.id}&pageSize=100`)).json<PoaPage>();
    expect(all.items.map((item) => [item.id, item.status])).toEqual(
      expect.arrayContaining([
        [signed.id, 'PENDING'],
        [rejected.id, 'PENDING'],
        [old!.id, 'EXPIRED'],
      ]),
    );
    expect(all.items.every((item) => item.number === row.number)).toBe(true);
    const expiredOnly = (await poas('?status=EXPIRED&pageSize=100')).json<PoaPage>();
    expect(expiredOnly.items.map((item) => item.id)).toContain(old!.id);
    expect(expiredOnly.items.every((item) => item.status === 'EXPIRED')).toBe(true);
    expect(
      (await poas('?status=PENDING&pageSize=100')).json<PoaPage>().items.map((item) => item.id),
    ).not.toContain(old!.id);

    // A signed paper names the holder's personal identity code: another person's is an SSN mismatch.
    expect(
      (await result(signed.id, { result: 'SIGNED', holderPersonalId: '010190-123M' })).json(),
    ).toMatchObject({ code: 'POA_SSN_MISMATCH' });
    expect(
      (await result(signed.id, { result: 'SIGNED', holderPersonalId: '131052-308X' })).json(),
    ).toMatchObject({ fieldErrors: { holderPersonalId: expect.any(String) } });
    const done = await result(signed.id, { result: 'SIGNED', holderPersonalId: '131052-308T' });
    expect(done.statusCode).toBe(200);
    expect(done.json<PowerOfAttorney>()).toMatchObject({
      status: 'SIGNED',
      decidedByName: 'Maria Manninen',
      decidedAt: expect.any(String),
    });
    expect(await lastAudit()).toMatchObject({
      action: 'service.poa-result',
      subject: expect.stringContaining('PENDING → SIGNED'),
    });
    expect((await lastAudit())?.subject).not.toContain('308T');
    const again = await result(signed.id, { result: 'REJECTED' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'POA_SIGNED']);
    expect((await result(rejected.id, { result: 'REJECTED' })).json()).toMatchObject({ status: 'REJECTED' });
    expect((await result(rejected.id, { result: 'REJECTED' })).json()).toMatchObject({
      code: 'POA_REJECTED',
    });
    expect((await result(old!.id, { result: 'REJECTED' })).json()).toMatchObject({ code: 'POA_EXPIRED' });

    // Another company's power of attorney is not found; without the right the list is refused.
    const foreign = await result(signed.id, { result: 'REJECTED' }, POHJOLA);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'POA_NOT_FOUND' });
    expect((await poas('', user)).statusCode).toBe(403);
    expect((await poas('?status=SOMETIME')).statusCode).toBe(400);
  });

  it('replaces the SIM of a running service by the ICCID rules, with new PUK codes and an order', async () => {
    const row = await serviceOf('iot', 'ACTIVE');
    const url = `${list(AURORA)}/${row.id}/replacesim`;
    expect((await post(url, { iccid: '89358019999999999990' })).json()).toMatchObject({
      fieldErrors: { iccid: 'validation.iccid' },
    });
    expect((await post(url, { iccid: '89441100000000000017' })).json()).toMatchObject({
      code: 'FAIL_SIM_NOT_AVAILABLE',
    });
    expect((await post(url, { iccid: row.iccid })).json()).toMatchObject({ code: 'FAIL_SIM_NOT_AVAILABLE' });
    expect((await post(url, { iccid: '89358019999999999988' }, user)).statusCode).toBe(403);
    const replaced = await post(url, { iccid: '89358019999999999988' }, manager, `"${row.version}"`);
    expect(replaced.json<ServiceDetail>()).toMatchObject({ status: 'ACTIVE', iccid: '89358019999999999988' });
    expect(await lastAudit()).toMatchObject({
      action: 'service.replace-sim',
      subject: expect.stringContaining(`ICCID ${row.iccid} → 89358019999999999988`),
    });
    expect(await ordersOf(row.id)).toMatchObject([{ orderType: 'MODIFICATION', status: 'COMPLETED' }]);
    const puk = (await get(`${list(AURORA)}/${row.id}/pukcodes`)).json<PukCodes>();
    expect(puk.iccid).toBe('89358019999999999988');
    expect(puk.puk1).not.toBe(row.puk1);
    const fresh = await serviceOf('mobile', 'NEW');
    expect(
      (await post(`${list(AURORA)}/${fresh.id}/replacesim`, { iccid: '89358019999999999970' })).json(),
    ).toMatchObject({ code: 'ILLEGAL_STATE' });
    expect(
      (await post(`${list(POHJOLA)}/${row.id}/replacesim`, { iccid: '89358019999999999970' })).statusCode,
    ).toBe(404);
  });

  it('changes the package by a CHANGE order whose completion gives the service its new package', async () => {
    const [, , row] = await t.db
      .select()
      .from(services)
      .where(and(eq(services.companyId, AURORA), eq(services.type, 'mobile'), eq(services.status, 'ACTIVE')))
      .orderBy(services.number)
      .limit(3);
    const base = `${list(AURORA)}/${row!.id}`;
    const plans = (await get(`${base}/availableplans`)).json<AvailablePlans>();
    expect(plans.currentCode).toBe(row!.packageCode);
    expect(plans.plans.map((plan) => plan.code)).not.toContain(row!.packageCode);
    expect(plans.plans.length).toBe(3);
    expect(plans.changeOnOrder).toBeNull();
    const target = plans.plans[0]!;
    expect((await post(`${base}/changepackage`, { packageCode: 'FBB_KUITU_1000' })).json()).toMatchObject({
      code: 'ILLEGAL_STATE',
    });
    expect((await post(`${base}/changepackage`, { packageCode: target.code }, user)).statusCode).toBe(403);
    const made = await post(`${base}/changepackage`, { packageCode: target.code });
    expect(made.statusCode).toBe(200);
    const order = made.json<ServiceOrder>();
    expect(order).toMatchObject({ orderType: 'CHANGE', status: 'SUBMITTED', products: [target.name] });
    // A package change is the one action that brings a charge: the new package's.
    expect(await monthlyChargesOf(order.id)).toEqual([target.monthlyCents, target.monthlyCents]);
    expect(await lastAudit()).toMatchObject({
      action: 'service.change-package',
      subject: expect.stringContaining(`${row!.packageName} → ${target.name} (CHANGE ${order.orderNumber})`),
    });
    // One package change on order at a time, and the page is told which is.
    expect((await post(`${base}/changepackage`, { packageCode: target.code })).json()).toMatchObject({
      code: 'ILLEGAL_STATE',
    });
    expect((await get(`${base}/availableplans`)).json<AvailablePlans>().changeOnOrder).toEqual({
      id: order.id,
      orderNumber: order.orderNumber,
    });
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item?.characteristics).toMatchObject({ targetSubscriptionId: row!.id, number: row!.number });
    await vi.waitFor(async () => {
      const [done] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(done?.status).toBe('COMPLETED');
    }, JOB_QUEUE_WAIT);
    expect((await get(base)).json<ServiceDetail>()).toMatchObject({
      packageCode: target.code,
      packageName: target.name,
      monthlyPriceCents: target.monthlyCents,
      version: row!.version + 1,
    });
    expect((await ordersOf(row!.id))[0]).toMatchObject({ id: order.id, status: 'COMPLETED' });
    expect((await get(`${list(POHJOLA)}/${row!.id}/availableplans`)).statusCode).toBe(404);
    expect((await get(`${list(POHJOLA)}/${row!.id}/orders`)).statusCode).toBe(404);
  });

  /** Completes an order of one item, as the orders module hands a completed order over to the services. */
  const completeOrder = (orderType: string, companyId: string, item: Partial<OrderedItem>) =>
    t.db.transaction((tx) =>
      servicesOrderInventory.applyCompletedOrder(tx as never, {
        companyId,
        orderId: crypto.randomUUID(),
        orderNumber: 1,
        orderType,
        billing: { payerId: null, costPoolId: null },
        items: [
          {
            orderlineBundleNo: 1,
            bundleNo: 2,
            productCode: 'FBB_KUITU_1000',
            productName: 'Kaista Yrityskuitu 1000M',
            offeringType: 'BROADBAND',
            monthlyCents: 7990,
            characteristics: {},
            compositeValues: {},
            ...item,
          },
        ],
      }),
    );

  it('gives a package changed without an APN list the APNs the new package allows', async () => {
    const [row] = await t.db
      .select()
      .from(services)
      .where(
        and(
          eq(services.companyId, AURORA),
          eq(services.packageCode, 'MOB_PUHE'),
          eq(services.status, 'ACTIVE'),
        ),
      )
      .limit(1);
    const changeTo = async (productCode: string) => {
      await completeOrder('CHANGE', AURORA, {
        productCode,
        productName: productCode,
        offeringType: 'SUBSCRIPTION',
        characteristics: { targetSubscriptionId: row!.id },
      });
      const [changed] = await t.db.select().from(services).where(eq(services.id, row!.id));
      return changed!.apns;
    };
    const internet = { name: 'internet', type: 'PUBLIC' };
    expect(row!.apns).toEqual([]);
    // A package with an APN list brings its standard APN to a subscription that had none…
    expect(await changeTo('MOB_5G_300')).toEqual([internet]);
    // …and keeps the ones a subscription has, its company's own among them…
    const own = [internet, { name: 'aurora.corp', type: 'PRIVATE' }];
    await t.db.update(services).set({ apns: own }).where(eq(services.id, row!.id));
    expect(await changeTo('MOB_5G_1000')).toEqual(own);
    // …and a package without one leaves none.
    expect(await changeTo('MOB_PUHE')).toEqual([]);
  });

  it('applies completed CHANGE and CEASE orders to their target, refusing an ended or foreign one', async () => {
    const [, , , row] = await t.db
      .select()
      .from(services)
      .where(
        and(eq(services.companyId, AURORA), eq(services.type, 'broadband'), eq(services.status, 'ACTIVE')),
      )
      .orderBy(services.number)
      .limit(4);
    const completed = (
      orderType: string,
      companyId: string,
      characteristics: Record<string, string>,
      compositeValues = {},
    ) => completeOrder(orderType, companyId, { characteristics, compositeValues });
    expect(await completed('CHANGE', POHJOLA, { targetSubscriptionId: row!.id })).toMatchObject({
      applied: false,
    });
    expect(await completed('CHANGE', AURORA, { targetSubscriptionId: 'nope' })).toMatchObject({
      applied: false,
      reason: { code: 'TARGET_NOT_IN_COMPANY', params: { subscription: 'nope' } },
    });
    expect(await completed('CHANGE', AURORA, {})).toEqual({ applied: true });
    const apnList = [{ apnName: 'internet', apnType: 'PUBLIC' }];
    expect(await completed('CHANGE', AURORA, { targetSubscriptionId: row!.id }, { apnList })).toEqual({
      applied: true,
    });
    const [changed] = await t.db.select().from(services).where(eq(services.id, row!.id));
    expect(changed).toMatchObject({
      packageCode: 'FBB_KUITU_1000',
      monthlyPriceCents: 7990,
      apns: [{ name: 'internet', type: 'PUBLIC' }],
    });
    expect(
      await completed('CEASE', AURORA, { targetSubscriptionId: row!.id, terminationDate: '2099-01-02' }),
    ).toEqual({ applied: true });
    const [scheduled] = await t.db.select().from(services).where(eq(services.id, row!.id));
    expect(scheduled).toMatchObject({ status: 'ACTIVE', scheduledTermination: '2099-01-02' });
    expect(await completed('CEASE', AURORA, { targetSubscriptionId: row!.id })).toEqual({ applied: true });
    const [ended] = await t.db.select().from(services).where(eq(services.id, row!.id));
    expect(ended).toMatchObject({ status: 'TERMINATED', scheduledTermination: null });
    expect(await completed('CHANGE', AURORA, { targetSubscriptionId: row!.id })).toMatchObject({
      applied: false,
      reason: {
        code: 'TARGET_ENDED',
        params: { number: row!.number },
        text: expect.stringContaining('has ended'),
      },
    });
  });

  it('exports the filtered list as CSV and XLSX, every matching row', async () => {
    const csv = await get(list(AURORA, '/export?status=ended&type=mobile&format=csv'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="services-${AURORA}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Numero;Käyttäjä;Tyyppi;Paketti;Tila;ICCID;Kustannuspaikka;Laskutussopimus;Sopimus alkanut;Määräaikaisuus päättyy;Päättyy',
    );
    const ended = await page('?status=ended&type=mobile&pageSize=1');
    expect(lines).toHaveLength(ended.total + 1);
    expect(
      lines.slice(1).every((line) => /;mobile;/.test(line) && /;(TERMINATED|CANCELLED);/.test(line)),
    ).toBe(true);
    const all = await get(list(AURORA, '/export?format=csv'));
    expect(all.body.trim().split('\r\n')).toHaveLength(3001);
    // Every sort, both ways, across the batches of 1,000: each service once, in the list's order.
    for (const sort of ['status&direction=DESC', 'package', 'contractStart', 'contractStart&direction=ASC']) {
      const numbers = (await get(list(AURORA, `/export?format=csv&sort=${sort}`))).body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(';')[0]);
      expect(new Set(numbers).size).toBe(3000);
      const deep = await page(`?sort=${sort}&offset=1995&pageSize=10`);
      expect(numbers.slice(1995, 2005)).toEqual(deep.items.map((item) => formatServiceNumber(item.number)));
    }
    const xlsx = await get(list(AURORA, '/export?format=xlsx&q=manninen'));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Parsed back: the heading and one row per matching service, in the list's order, numbers as people write them.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Palvelut')!;
    const byName = await page('?q=manninen&pageSize=100');
    expect(sheet.rowCount).toBe(byName.total + 1);
    expect(sheet.getRow(1).getCell(2).value).toBe('Käyttäjä');
    expect(sheet.getRow(2).getCell(2).value).toBe(byName.items[0]!.userName);
    expect(String(sheet.getRow(2).getCell(1).value)).toMatch(/^[0-9 +]+$/u);
    expect((await get(list(AURORA, '/export?format=pdf'))).statusCode).toBe(400);
    expect((await get(list(AURORA, '/export'), employee)).statusCode).toBe(403);
  });
});
