import {
  numberQuarantineEnd,
  type Cart,
  type NumberAvailability,
  type NumberKind,
  type NumberResources,
} from '@kaista/domain/ordering';
import { iccidCheckDigit, type ServicePage, type TerminationDates } from '@kaista/domain/services';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { numberPool, operatorNumbers, services } from './db/schema';
import { JobQueue } from './jobs/job-queue';
import { JobRunner } from './jobs/job-runner';
import { serviceOrderDesk } from './order-inventory';
import { servicesOrderInventory } from './modules/services/order-inventory';
import { ScheduledTerminations } from './modules/services/scheduled-terminations';
import { ScheduledTerminationsRepo } from './modules/services/scheduled-terminations.repo';
import { cartClient } from './modules/ordering/ordering-test-kit';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER } from './seed/demo-ids';
import { JOB_QUEUE_WAIT, type TestApp, withTestApp } from './test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const NUMBER_PRODUCT = { NEW: 'NUM_NEW', CSN: 'NUM_CSN' } as const;

interface SubscriptionCart {
  cart: ReturnType<typeof cartClient>;
  code: string;
  bundleNo: number;
}

describe('the number of an ended service waits out its quarantine (decision 011)', () => {
  let t: TestApp;
  let manager: string;
  withTestApp({ config: { orderFulfilmentStepMs: 0 } }, async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  const users = `/api/businesses/${AURORA}/users/${DEMO_USER.manager}`;
  const servicesUrl = `/api/businesses/${AURORA}/services`;

  /** A new cart with one voice subscription whose number is of the kind; answers the cart and its bundle. */
  async function subscriptionCart(kind: NumberKind): Promise<SubscriptionCart> {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const products = kind === 'CSN' ? [{ bundleTemplateId: 'MV_NUMBER', productCode: 'NUM_CSN' }] : [];
    const added = (await cart.add('MOB_5G_300', 'MOBILE_VOICE', 1, products)).json<Cart>();
    return { cart, code: added.code, bundleNo: added.lines.at(-1)!.selections[0]!.bundleNo };
  }

  /** Runs `probe` on a new cart with one subscription of the kind, then removes the cart and what it held. */
  async function inNewCart<T>(kind: NumberKind, probe: (cart: SubscriptionCart) => Promise<T>): Promise<T> {
    const cart = await subscriptionCart(kind);
    const answer = await probe(cart);
    const removed = await t.request({
      method: 'DELETE',
      url: `${users}/carts/${cart.code}`,
      session: manager,
      headers: { 'if-match': cart.cart.etag! },
    });
    expect(removed.statusCode).toBe(204);
    return answer;
  }

  /** Types a number of the kind into a new cart: the §8 answer a user gets for it. */
  const typeNumber = (kind: NumberKind, number: string) =>
    inNewCart(kind, ({ cart, code, bundleNo }) =>
      cart.send('PUT', `/carts/${code}/characteristics`, {
        values: [{ bundleNo, productCode: NUMBER_PRODUCT[kind], code: 'number', value: number }],
      }),
    );

  const offered = async (kind: NumberKind) =>
    (
      await t.request({
        method: 'GET',
        url: `${users}/numberavailability?numberType=VOICE_POSTPAID&kind=${kind}&count=100`,
        session: manager,
      })
    ).json<NumberAvailability>().numbers;

  /** The number the assign call (POST numberresources) gives a new cart's open number of the kind. */
  const assigned = (kind: NumberKind) =>
    inNewCart(kind, async ({ cart, code }) => {
      expect((await cart.send('POST', `/carts/${code}/numberresources`, {})).statusCode).toBe(200);
      const after = (await cart.send('GET', `/carts/${code}/numberresources`)).json<NumberResources>();
      return after.resources[0]!.number;
    });

  const servicesWith = async (number: string) =>
    (
      await t.request({
        method: 'GET',
        url: `${servicesUrl}?q=${encodeURIComponent(number)}`,
        session: manager,
      })
    ).json<ServicePage>().items;

  /**
   * Orders a subscription with the number (by default the lowest free one of the kind); answers the live
   * service once it exists.
   */
  let simCards = 0;
  async function orderedService(kind: NumberKind, chosen?: string) {
    const { cart, code, bundleNo } = await subscriptionCart(kind);
    const number = chosen ?? (await offered(kind))[0];
    await cart.send('PUT', `/carts/${code}/characteristics`, {
      values: [
        { bundleNo, productCode: NUMBER_PRODUCT[kind], code: 'number', value: number },
        { bundleNo, productCode: 'MOB_5G_300', code: 'userName', value: 'Anna Virtanen' },
      ],
    });
    await cart.fillDetails(code, DEMO_PAYER.aurora);
    const submitted = await t.request({
      method: 'POST',
      url: `${users}/orders`,
      session: manager,
      headers: { 'if-match': cart.etag! },
      payload: { cartId: code },
    });
    expect(submitted.statusCode).toBe(201);
    const service = await vi.waitFor(async () => {
      const found = (await servicesWith(number!)).find((listed) => listed.status === 'NEW');
      expect(found).toBeDefined();
      return found!;
    }, JOB_QUEUE_WAIT);
    // Its SIM card went by post: the holder activates it, and the subscription runs.
    const body = `893580990100${String(++simCards).padStart(6, '0')}`;
    const activated = await t.request({
      method: 'POST',
      url: `${servicesUrl}/${service.id}/activatesim`,
      session: manager,
      payload: { iccid: `${body}${iccidCheckDigit(body)}` },
    });
    expect(activated.json()).toMatchObject({ status: 'ACTIVE' });
    return { id: service.id, number: number! };
  }

  const cease = (serviceId: string, payload: object) =>
    t.request({
      method: 'POST',
      url: `${servicesUrl}/${serviceId}/lifecycle`,
      session: manager,
      payload: { action: 'cease', ...payload },
    });

  const operatorRow = async (number: string) =>
    (await t.db.select().from(operatorNumbers).where(eq(operatorNumbers.number, number)))[0];
  const registerRow = async (number: string) =>
    (
      await t.db
        .select()
        .from(numberPool)
        .where(and(eq(numberPool.companyId, AURORA), eq(numberPool.number, number)))
    )[0];

  /** The quarantine passes (the clock moves on; the test does not wait 90 days). */
  const quarantinePasses = async (number: string) => {
    const past = { availableFrom: sql`now() - interval '1 minute'` };
    await t.db.update(operatorNumbers).set(past).where(eq(operatorNumbers.number, number));
    await t.db
      .update(numberPool)
      .set(past)
      .where(and(eq(numberPool.companyId, AURORA), eq(numberPool.number, number)));
  };

  it('quarantines the number of a scheduled termination when its date comes, from that date', async () => {
    const { id, number } = await orderedService('NEW');
    const { dates } = (
      await t.request({ method: 'GET', url: `${servicesUrl}/${id}/terminationdates`, session: manager })
    ).json<TerminationDates>();
    const scheduled = await cease(id, { terminationType: 'scheduled', terminationDate: dates[0] });
    expect(scheduled.statusCode).toBe(200);
    expect(await operatorRow(number)).toMatchObject({ status: 'TAKEN' });

    // The date comes: the scheduled job finds the service due (it ended yesterday, as the job saw it).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.db.update(services).set({ scheduledTermination: yesterday }).where(eq(services.id, id));
    const desk = serviceOrderDesk(new JobRunner(new JobQueue(t.db), { log: { error: () => undefined } }));
    expect(
      await new ScheduledTerminations(new ScheduledTerminationsRepo(t.db), desk, helsinkiToday).run(),
    ).toBe(1);

    expect(await operatorRow(number)).toMatchObject({
      status: 'QUARANTINE',
      availableFrom: numberQuarantineEnd(yesterday),
    });
    expect((await typeNumber('NEW', number)).json()).toMatchObject({ code: 'NUMBER_IN_QUARANTINE' });
    expect(await offered('NEW')).not.toContain(number);
  });

  it('quarantines a new number in the operator’s range when its service ceases at once, and frees it when the quarantine passes', async () => {
    const { id, number } = await orderedService('NEW');
    expect(await operatorRow(number)).toMatchObject({ status: 'TAKEN', companyId: AURORA });
    expect((await cease(id, { terminationType: 'immediate' })).statusCode).toBe(200);

    expect(await operatorRow(number)).toMatchObject({
      status: 'QUARANTINE',
      companyId: null,
      cartCode: null,
      availableFrom: numberQuarantineEnd(helsinkiToday()),
    });
    expect((await typeNumber('NEW', number)).json()).toMatchObject({ code: 'NUMBER_IN_QUARANTINE' });
    expect(await offered('NEW')).not.toContain(number);
    expect(await assigned('NEW')).not.toBe(number);

    await quarantinePasses(number);
    // It was the lowest free number when it was ordered, so it is the first offered and assigned again.
    expect((await offered('NEW'))[0]).toBe(number);
    expect(await assigned('NEW')).toBe(number);
  });

  it('gives a number back to the company that had it once its quarantine has passed: a new service beside the ended one', async () => {
    const ended = await orderedService('NEW');
    expect((await cease(ended.id, { terminationType: 'immediate' })).statusCode).toBe(200);
    await quarantinePasses(ended.number);

    const again = await orderedService('NEW', ended.number);
    expect(again.id).not.toBe(ended.id);
    // The list holds every service the number had (ended ones as history), and one live.
    const listed = await servicesWith(ended.number);
    const statusOf = new Map(listed.map((service) => [service.id, service.status]));
    expect(statusOf.get(ended.id)).toBe('TERMINATED');
    expect(statusOf.get(again.id)).toBe('ACTIVE');
    expect(listed.filter((service) => service.status === 'ACTIVE')).toHaveLength(1);
    expect(await operatorRow(ended.number)).toMatchObject({ status: 'TAKEN', companyId: AURORA });
  });

  it('quarantines a CSN number in the company’s register when a CEASE order ends its service', async () => {
    const { id, number } = await orderedService('CSN');
    expect(await registerRow(number)).toMatchObject({ status: 'TAKEN' });
    const applied = await t.db.transaction((tx) =>
      servicesOrderInventory.applyCompletedOrder(tx as never, {
        companyId: AURORA,
        orderId: crypto.randomUUID(),
        orderNumber: 1,
        orderType: 'CEASE',
        billing: { payerId: null, costPoolId: null },
        items: [
          {
            orderlineBundleNo: 1,
            bundleNo: 2,
            productCode: 'MOB_5G_300',
            productName: 'Kaista 5G 300M',
            offeringType: 'SUBSCRIPTION',
            monthlyCents: 0,
            characteristics: { targetSubscriptionId: id },
            compositeValues: {},
          },
        ],
      }),
    );
    expect(applied).toEqual({ applied: true });

    expect(await registerRow(number)).toMatchObject({
      status: 'QUARANTINE',
      cartCode: null,
      availableFrom: numberQuarantineEnd(helsinkiToday()),
    });
    expect(await operatorRow(number)).toBeUndefined();
    expect((await typeNumber('CSN', number)).json()).toMatchObject({ code: 'NUMBER_IN_QUARANTINE' });
    expect(await offered('CSN')).not.toContain(number);

    await quarantinePasses(number);
    expect(await offered('CSN')).toContain(number);
    expect((await typeNumber('CSN', number)).statusCode).toBe(200);
  });
});
