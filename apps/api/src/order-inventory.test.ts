import type { Cart, NumberAvailability } from '@kaista/domain/ordering';
import type { ServicePage } from '@kaista/domain/services';
import { describe, expect, it, vi } from 'vitest';
import { services } from './db/schema';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER } from './seed/demo-ids';
import { JOB_QUEUE_WAIT, type TestApp, withTestApp } from './test/test-app';
import { cartClient } from './modules/ordering/ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;

describe('a completed order in the services inventory', () => {
  let t: TestApp;
  let manager: string;
  withTestApp({ config: { orderFulfilmentStepMs: 0 } }, async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  /**
   * Orders a 5G subscription with a free number for Anna; answers the order's id and the number. `meanwhile`
   * runs once the number is chosen, before the submit.
   */
  async function orderSubscription(meanwhile?: (number: string) => Promise<void>) {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const added = (await cart.add('MOB_5G_300', 'MOBILE_VOICE')).json<Cart>();
    const bundleNo = added.lines[0]!.selections[0]!.bundleNo;
    const free = (
      await cart.send('GET', '/numberavailability?numberType=VOICE_POSTPAID')
    ).json<NumberAvailability>();
    const chosen = free.numbers[0]!;
    await meanwhile?.(chosen);
    const value = (productCode: string, code: string, text: string) => ({
      bundleNo,
      productCode,
      code,
      value: text,
    });
    await cart.send('PUT', `/carts/${added.code}/characteristics`, {
      values: [value('NUM_NEW', 'number', chosen), value('MOB_5G_300', 'userName', 'Anna Virtanen')],
    });
    await cart.fillDetails(added.code, DEMO_PAYER.aurora);
    const submitted = await t.request({
      method: 'POST',
      url: `${cart.base}/orders`,
      session: manager,
      headers: { 'if-match': cart.etag! },
      payload: { cartId: added.code },
    });
    expect(submitted.statusCode).toBe(201);
    return { orderId: submitted.json<{ uid: string }>().uid, number: chosen };
  }

  const orderStatus = async (orderId: string) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/businesses/${AURORA}/users/${DEMO_USER.manager}/orders/${orderId}`,
        session: manager,
      })
    ).json<{ status: string; errorReason?: string | null }>();

  const servicesWith = async (number: string) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/businesses/${AURORA}/services?q=${encodeURIComponent(number)}`,
        session: manager,
      })
    ).json<ServicePage>().items;

  it('makes the ordered subscription a service of the company, with its number, user, package and payer', async () => {
    const { orderId, number } = await orderSubscription();
    await vi.waitFor(
      async () => expect((await orderStatus(orderId)).status).toBe('COMPLETED'),
      JOB_QUEUE_WAIT,
    );
    const [service] = await servicesWith(number);
    // Its SIM card goes by post: the subscription waits for its holder to activate the card (§4).
    expect(service).toMatchObject({
      number,
      type: 'mobile',
      status: 'NEW',
      iccid: null,
      userName: 'Anna Virtanen',
      payer: { id: DEMO_PAYER.aurora },
    });
    expect(service!.packageName).toMatch(/5G/);
  });

  it('refuses an order whose number the company already has, and leaves the inventory as it was', async () => {
    const { orderId, number } = await orderSubscription(async (number) => {
      await t.db.insert(services).values({
        companyId: AURORA,
        number,
        numberType: 'VOICE_POSTPAID',
        type: 'mobile',
        status: 'ACTIVE',
        packageCode: 'MOB_PUHE',
        packageName: 'Kaista Puhe',
        monthlyPriceCents: 990,
        contractStart: '2025-01-01',
      });
    });
    await vi.waitFor(async () => expect((await orderStatus(orderId)).status).toBe('ERRORED'), JOB_QUEUE_WAIT);
    const [kept] = await servicesWith(number);
    expect(kept).toMatchObject({ packageName: 'Kaista Puhe', userName: null });
    expect(await servicesWith(number)).toHaveLength(1);
  });
});
