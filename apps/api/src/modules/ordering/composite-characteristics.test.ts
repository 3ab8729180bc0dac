import type { Cart, OrderSubmitResult } from '@kaista/domain/ordering';
import type { Order } from '@kaista/domain/orders';
import type { ServiceDetail, ServiceOrders } from '@kaista/domain/services';
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orderItems, services } from '../../db/schema';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER } from '../../seed/demo-ids';
import { JOB_QUEUE_WAIT, type TestApp, withTestApp } from '../../test/test-app';
import { cartClient } from './ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;
const SUB = 'MOB_5G_300';

describe('§3 composite entries: a subscription’s APN list', () => {
  let t: TestApp;
  let manager: string;
  withTestApp({ config: { orderFulfilmentStepMs: 0 } }, async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  async function apnCart() {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    // Each case starts from an empty cart: the user has one B2B cart, which the last case left lines in.
    const open = await cart.open();
    await t.request({
      method: 'DELETE',
      url: `${cart.base}/carts/${open.code}`,
      session: manager,
      headers: { 'if-match': cart.etag! },
    });
    const added = (await cart.add(SUB, 'MOBILE_VOICE')).json<Cart>();
    const bundleNo = added.lines[0]!.selections[0]!.bundleNo;
    const field = (suffix = '') => `${bundleNo}.${SUB}.apnList${suffix}`;
    const apns = (code: string, entries: object[]) => ({ bundleNo, productCode: SUB, code, entries });
    const put = (body: object) => cart.send('PUT', `/carts/${added.code}/characteristics`, body);
    const apnList = (answer: Cart) =>
      answer.lines[0]!.selections[0]!.characteristics.find((c) => c.code === 'apnList')!;
    return { cart, added, bundleNo, field, apns, put, apnList };
  }

  it('shows the standard APN from the catalogue and no rows of the orderer’s yet', async () => {
    const { added, apnList } = await apnCart();
    expect(apnList(added)).toMatchObject({
      value: null,
      entries: [],
      composite: {
        maxEntries: 4,
        standardEntries: [{ apnName: 'internet', apnType: 'PUBLIC' }],
        componentCharacteristics: [{ code: 'apnName' }, { code: 'apnType' }],
      },
    });
    // Components are no characteristics of the product on their own.
    expect(added.lines[0]!.selections[0]!.characteristics.map((c) => c.code)).not.toContain('apnName');
  });

  it('refuses rows by the §5 rules of their components, naming the row and the component', async () => {
    const { field, apns, put } = await apnCart();
    const bad = await put({
      compositeValues: [
        apns('apnList', [
          { apnName: 'aurora<corp>', apnType: 'PRIVATE' },
          { apnType: 'SECRET', vlan: '12' },
        ]),
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      [field('.0.apnName')]: 'validation.free-text',
      [field('.1.apnType')]: 'validation.choice',
      [field('.1.vlan')]: 'ordering.unknown-characteristic',
    });
    // Only the last row may be unfinished: a disabled row above it is a complete entry.
    const unfinished = await put({
      compositeValues: [apns('apnList', [{ apnType: 'PRIVATE' }, { apnName: 'aurora.iot' }])],
    });
    expect(unfinished.json().fieldErrors).toEqual({ [field('.0.apnName')]: 'validation.cannot-be-empty' });
    const many = Array.from({ length: 4 }, (_, n) => ({ apnName: `aurora${n}`, apnType: 'PRIVATE' }));
    const tooMany = await put({ compositeValues: [apns('apnList', many)] });
    expect(tooMany.json().fieldErrors).toEqual({ [field()]: 'ordering.composite.max-entries' });
    const mixedUp = await put({
      values: [{ bundleNo: 1_000, productCode: SUB, code: 'userName', value: 'x' }],
      compositeValues: [apns('userName', [])],
    });
    expect(Object.values(mixedUp.json().fieldErrors)).toEqual([
      'ordering.unknown-characteristic',
      'ordering.unknown-characteristic',
    ]);
    expect((await put({ values: [], compositeValues: [] })).statusCode).toBe(400);
  });

  it('refuses an APN the list already has, the standard one included, at the repeating row', async () => {
    const { field, apns, put, apnList, cart, added } = await apnCart();
    const corp = { apnName: 'aurora.corp', apnType: 'PRIVATE' };
    const twice = await put({
      compositeValues: [apns('apnList', [corp, { ...corp, apnName: 'AURORA.corp' }])],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ fieldErrors: object }>().fieldErrors).toEqual({
      [field('.1.apnName')]: 'ordering.composite.repeated-entry',
    });
    const standard = await put({
      compositeValues: [apns('apnList', [{ apnName: 'internet', apnType: 'PUBLIC' }])],
    });
    expect(standard.json<{ fieldErrors: object }>().fieldErrors).toEqual({
      [field('.0.apnName')]: 'ordering.composite.repeated-entry',
    });
    const reread = (await cart.send('GET', `/carts/${added.code}`)).json<Cart>();
    expect(apnList(reread).entries).toEqual([]);
  });

  it('keeps the rows, asks for the unfinished one before ordering, and carries them into the order and the service it makes', async () => {
    const { cart, added, bundleNo, field, apns, put, apnList } = await apnCart();
    const started = await put({
      values: [{ bundleNo, productCode: SUB, code: 'userName', value: 'Anna Virtanen' }],
      compositeValues: [apns('apnList', [{ apnName: ' aurora.corp ' }, { apnType: 'PUBLIC' }])],
    });
    expect(started.statusCode).toBe(200);
    expect(apnList(started.json<Cart>()).entries).toEqual([
      { apnName: 'aurora.corp', apnType: 'PRIVATE' },
      { apnType: 'PUBLIC' },
    ]);
    expect(started.json<Cart>().issues).toEqual([
      { field: field('.1.apnName'), key: 'validation.cannot-be-empty' },
    ]);
    const reread = (await cart.send('GET', `/carts/${added.code}`)).json<Cart>();
    expect(apnList(reread).entries).toHaveLength(2);

    const rows = [
      { apnName: 'aurora.corp', apnType: 'PRIVATE' },
      { apnName: 'aurora.iot', apnType: 'PUBLIC' },
    ];
    expect((await put({ compositeValues: [apns('apnList', rows)] })).statusCode).toBe(200);
    await cart.fillDetails(added.code, DEMO_PAYER.aurora);
    const submittedAt = new Date();
    const submitted = await t.request({
      method: 'POST',
      url: `${cart.base}/orders`,
      session: manager,
      headers: { 'if-match': cart.etag! },
      payload: { cartId: added.code },
    });
    expect(submitted.statusCode).toBe(201);
    const { uid } = submitted.json<OrderSubmitResult>();
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, uid));
    // The standard APN is ordered too, before the orderer's own.
    const ordered = { apnList: [{ apnName: 'internet', apnType: 'PUBLIC' }, ...rows] };
    expect(items.find((item) => item.productCode === SUB)?.compositeValues).toEqual(ordered);
    const order = (await cart.send('GET', `/orders/${uid}`)).json<Order>();
    expect(order.lines.find((line) => line.productCode === SUB)?.compositeValues).toEqual(ordered);

    // Fulfilled, the subscription keeps the APNs it was ordered with.
    const [service] = await vi.waitFor(async () => {
      const made = await t.db
        .select()
        .from(services)
        .where(and(eq(services.companyId, AURORA), gt(services.createdAt, submittedAt)));
      expect(made).toHaveLength(1);
      return made;
    }, JOB_QUEUE_WAIT);
    const detail = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/services/${service!.id}`,
      session: manager,
    });
    expect(detail.json<ServiceDetail>().apns).toEqual([
      { name: 'internet', type: 'PUBLIC' },
      { name: 'aurora.corp', type: 'PRIVATE' },
      { name: 'aurora.iot', type: 'PUBLIC' },
    ]);
    // Its order history begins with the order that made it.
    const history = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/services/${service!.id}/orders`,
      session: manager,
    });
    expect(history.json<ServiceOrders>().orders).toEqual([
      expect.objectContaining({ id: uid, orderType: 'NEW', status: 'COMPLETED' }),
    ]);
  });
});
