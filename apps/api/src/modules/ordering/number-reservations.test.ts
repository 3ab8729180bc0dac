import type { Cart, NumberAvailability, OrderSubmitResult, PreorderResult } from '@kaista/domain/ordering';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { JobQueue } from '../../jobs/job-queue';
import { operatorNumbers, orderItems } from '../../db/schema';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER } from '../../seed/demo-ids';
import { JOB_QUEUE_WAIT, type TestApp, withTestApp } from '../../test/test-app';
import { LAPSED_RESERVATIONS_JOB } from './lapsed-reservations';
import { cartClient } from './ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;
const POHJOLA = DEMO_COMPANY.pohjola;

describe('a number reservation lapses (decision 011: NUMBER_RESERVATION_HOURS)', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  const operatorRow = async (number: string) =>
    (await t.db.select().from(operatorNumbers).where(eq(operatorNumbers.number, number)))[0]!;
  /** The reservation time has passed: the test moves its end into the past. */
  const lapse = (number: string) =>
    t.db
      .update(operatorNumbers)
      .set({ availableFrom: sql`now() - interval '1 minute'` })
      .where(eq(operatorNumbers.number, number));
  const freeNewNumbers = async (cart: ReturnType<typeof cartClient>) =>
    (
      await cart.send('GET', '/numberavailability?numberType=VOICE_POSTPAID&kind=NEW&count=1')
    ).json<NumberAvailability>().numbers;

  /** A cart of one voice subscription whose new number is typed: `number`, ready to order. */
  async function cartWith(company: string, number: string) {
    const cart = cartClient(t, manager, company, DEMO_USER.manager);
    const added = (await cart.add('MOB_PUHE', 'MOBILE_VOICE', 1)).json<Cart>();
    const bundleNo = added.lines.at(-1)!.selections[0]!.bundleNo;
    const typed = await cart.send('PUT', `/carts/${added.code}/characteristics`, {
      values: [
        { bundleNo, productCode: 'NUM_NEW', code: 'number', value: number },
        { bundleNo, productCode: 'MOB_PUHE', code: 'userName', value: 'Anna Virtanen' },
      ],
    });
    return { cart, code: added.code, field: `${bundleNo}.NUM_NEW.number`, typed };
  }

  const submit = (cart: ReturnType<typeof cartClient>, code: string) =>
    t.request({
      method: 'POST',
      url: `${cart.base}/orders`,
      session: manager,
      headers: { 'if-match': cart.etag! },
      payload: { cartId: code },
    });

  it('an abandoned cart’s number is offered again and freed by the job; the cart’s write, preview and submit take it back while it is free', async () => {
    const probe = cartClient(t, manager, POHJOLA, DEMO_USER.manager);
    const [number] = await freeNewNumbers(probe);
    const first = await cartWith(AURORA, number!);
    expect(first.typed.statusCode).toBe(200);
    expect(await operatorRow(number!)).toMatchObject({ status: 'RESERVED', companyId: AURORA });
    expect(await freeNewNumbers(probe)).not.toContain(number);

    await lapse(number!);
    expect(await freeNewNumbers(probe)).toContain(number);
    await new JobQueue(t.db).enqueueOnce(LAPSED_RESERVATIONS_JOB, `${LAPSED_RESERVATIONS_JOB}@test`);
    await vi.waitFor(async () => {
      expect(await operatorRow(number!)).toMatchObject({
        status: 'AVAILABLE',
        companyId: null,
        cartCode: null,
      });
    }, JOB_QUEUE_WAIT);

    // The cart's next write takes it again silently, reserved for another full period; so does a preview.
    expect((await first.cart.fillDetails(first.code, DEMO_PAYER.aurora)).statusCode).toBe(200);
    const written = await operatorRow(number!);
    expect(written).toMatchObject({ status: 'RESERVED', companyId: AURORA, cartCode: first.code });
    expect(written.availableFrom!.getTime()).toBeGreaterThan(Date.now());
    await lapse(number!);
    const check = await first.cart.send('POST', '/preordercheck', { cartId: first.code });
    expect(check.json<PreorderResult>().overall).toBe('SUCCESS');
    const renewed = await operatorRow(number!);
    expect(renewed).toMatchObject({ status: 'RESERVED', companyId: AURORA, cartCode: first.code });
    expect(renewed.availableFrom!.getTime()).toBeGreaterThan(Date.now());

    await lapse(number!);
    const ordered = await submit(first.cart, first.code);
    expect(ordered.statusCode, ordered.body).toBe(201);
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, ordered.json<OrderSubmitResult>().uid));
    expect(items.find((row) => row.productCode === 'NUM_NEW')?.characteristics.number).toBe(number);
    expect(await operatorRow(number!)).toMatchObject({ status: 'TAKEN', cartCode: first.code });
  });

  it('a lapsed number another cart took meanwhile: the preview and the submit refuse it with Lock item expired', async () => {
    const probe = cartClient(t, manager, POHJOLA, DEMO_USER.manager);
    const [number] = await freeNewNumbers(probe);
    const first = await cartWith(AURORA, number!);
    expect(first.typed.statusCode).toBe(200);
    await lapse(number!);
    const other = await cartWith(POHJOLA, number!);
    expect(other.typed.statusCode).toBe(200);
    expect(await operatorRow(number!)).toMatchObject({
      status: 'RESERVED',
      companyId: POHJOLA,
      cartCode: other.code,
    });

    expect((await first.cart.fillDetails(first.code, DEMO_PAYER.aurora)).statusCode).toBe(200);
    const check = (
      await first.cart.send('POST', '/preordercheck', { cartId: first.code })
    ).json<PreorderResult>();
    expect(check.overall).toBe('FAILURE');
    expect(check.actions.flatMap((action) => action.errors)).toContainEqual({
      field: first.field,
      code: 'LOCK_ITEM_EXPIRED',
      key: 'error.lock-item-expired',
    });
    const refused = await submit(first.cart, first.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Lock item expired',
      fieldErrors: { [first.field]: 'error.lock-item-expired' },
    });
    expect(await operatorRow(number!)).toMatchObject({
      status: 'RESERVED',
      companyId: POHJOLA,
      cartCode: other.code,
    });
  });
});
