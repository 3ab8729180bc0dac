import {
  earliestTransferDate,
  type Cart,
  type NumberPorts,
  type OrderSubmitResult,
} from '@kaista/domain/ordering';
import { isWorkingDay } from '@kaista/domain/shared/formatting';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER, demoUuid } from '../../seed/demo-ids';
import { type TestApp, withTestApp } from '../../test/test-app';
import { cartClient } from './ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;
/** A number of Aurora's own range (seed/demo-ordering): it cannot be ported in. */
const OWN_NUMBER = '+358457100110';

const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The first Saturday on or after a day. */
function saturdayFrom(iso: string): string {
  let day = iso;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = nextDay(day);
  return day;
}

const port = (bundleNo: number, over: object = {}) => ({
  bundleNo,
  number: '040 765 4321',
  ownerChange: true,
  contactName: 'Anna Virtanen',
  contactPhone: '+358401112223',
  signer: 'Pekka Virtanen',
  transferTime: `${earliestTransferDate(new Date())}T10:00`,
  ...over,
});

describe('§7 /numberport: port-in on a cart', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  async function portInCart() {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const added = (
      await cart.add('MOB_PUHE', 'MOBILE_VOICE', 2, [
        { bundleTemplateId: 'MV_NUMBER', productCode: 'NUM_PORT' },
      ])
    ).json<Cart>();
    const line = added.lines.at(-1)!;
    return { cart, code: added.code, line };
  }

  it('lists the port-ins of the cart with the transfer window, and saves one with its owner change', async () => {
    const { cart, code, line } = await portInCart();
    const empty = (await cart.send('GET', `/carts/${code}/numberport`)).json<NumberPorts>();
    expect(empty.numberPorts.map((entry) => entry.bundleNo)).toEqual(line.selections.map((s) => s.bundleNo));
    expect(empty.numberPorts[0]).toMatchObject({ productCode: 'NUM_PORT', number: '', ownerChange: false });
    expect(empty.earliestTransferDate).toBe(earliestTransferDate(new Date()));
    expect(empty.transferHours[0]).toBe('09:00');

    const bundleNo = line.selections[0]!.bundleNo;
    const saved = await cart.send('PUT', `/carts/${code}/numberport`, port(bundleNo));
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe(`"${saved.json<Cart>().version}"`);
    const values = saved
      .json<Cart>()
      .lines.at(-1)!
      .selections[0]!.characteristics.filter((c) => c.productCode === 'NUM_PORT');
    expect(Object.fromEntries(values.map((c) => [c.code, c.value]))).toMatchObject({
      number: '+358407654321',
      ownerChange: 'YES',
      contactName: 'Anna Virtanen',
      contactPhone: '+358401112223',
      signer: 'Pekka Virtanen',
    });
    const listed = (await cart.send('GET', `/carts/${code}/numberport`)).json<NumberPorts>();
    expect(listed.numberPorts[0]).toMatchObject({
      number: '+358407654321',
      ownerChange: true,
      transferTime: port(bundleNo).transferTime,
    });
  });

  it('§4 makes number, contact name, contact phone and signer mandatory, each checked by its rule', async () => {
    const { cart, code, line } = await portInCart();
    const bundleNo = line.selections[0]!.bundleNo;
    const missing = await cart.send(
      'PUT',
      `/carts/${code}/numberport`,
      port(bundleNo, { number: '', contactName: '', contactPhone: '12', signer: '' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      number: 'validation.cannot-be-empty',
      contactName: 'validation.cannot-be-empty',
      contactPhone: 'validation.phone',
      signer: 'validation.cannot-be-empty',
    });
    const unreadable = await cart.send(
      'PUT',
      `/carts/${code}/numberport`,
      port(bundleNo, { number: '040 123 456x' }),
    );
    // The number is taken as 040… or +358 40…, so its error names both forms, not only the country code.
    expect(unreadable.json().fieldErrors).toMatchObject({ number: 'validation.mobile-either-form' });
  });

  it('§8 refuses a transfer time outside working days and the window (INVALID_TRANSFER_TIME)', async () => {
    const { cart, code, line } = await portInCart();
    const bundleNo = line.selections[0]!.bundleNo;
    const earliest = earliestTransferDate(new Date());
    const saturday = saturdayFrom(earliest);
    expect(isWorkingDay(saturday)).toBe(false);
    for (const transferTime of [`${saturday}T10:00`, `${earliest}T17:00`, '2020-01-07T10:00']) {
      const answer = await cart.send('PUT', `/carts/${code}/numberport`, port(bundleNo, { transferTime }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'INVALID_TRANSFER_TIME',
        fieldErrors: { transferTime: 'error.invalid-transfer-time' },
      });
    }
    const format = await cart.send(
      'PUT',
      `/carts/${code}/numberport`,
      port(bundleNo, { transferTime: '1.12.' }),
    );
    expect(format.statusCode).toBe(400);
  });

  it('§8 refuses the company’s own number (NUMBER_NOT_AVAILABLE_FOR_PORTIN) and one number twice', async () => {
    const { cart, code, line } = await portInCart();
    const [first, second] = line.selections;
    const own = await cart.send(
      'PUT',
      `/carts/${code}/numberport`,
      port(first!.bundleNo, { number: OWN_NUMBER }),
    );
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      code: 'NUMBER_NOT_AVAILABLE_FOR_PORTIN',
      fieldErrors: { number: 'error.number-not-available-for-portin' },
    });
    // The user's one B2B cart holds the earlier tests' lines too: this number is new to it.
    const number = '+358407650001';
    const saved = await cart.send('PUT', `/carts/${code}/numberport`, port(first!.bundleNo, { number }));
    expect(saved.statusCode).toBe(200);
    const twice = await cart.send('PUT', `/carts/${code}/numberport`, port(second!.bundleNo, { number }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors).toEqual({ number: 'ordering.number-duplicate' });
  });

  it('answers 404 for an unknown selection, 409 for one that ports nothing, 412 for a stale If-Match', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const device = (await cart.add('GALAXY_A56_128', 'DEVICE')).json<Cart>();
    const deviceNo = device.lines.at(-1)!.selections[0]!.bundleNo;
    expect((await cart.send('PUT', `/carts/${device.code}/numberport`, port(999_999))).statusCode).toBe(404);
    const none = await cart.send('PUT', `/carts/${device.code}/numberport`, port(deviceNo));
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('ILLEGAL_STATE');
    const stale = await t.request({
      method: 'PUT',
      url: `${cart.base}/carts/${device.code}/numberport`,
      session: manager,
      headers: { 'if-match': '"1"' },
      payload: port(deviceNo),
    });
    expect(stale.statusCode).toBe(412);
    const other = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/users/${demoUuid(1, 6)}/carts/${device.code}/numberport`,
      session: manager,
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a user without the new-order right (403)', async () => {
    const { code } = await portInCart();
    const user = await t.login('user@aurora.example');
    const answer = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/users/${demoUuid(1, 6)}/carts/${code}/numberport`,
      session: user,
    });
    expect(answer.statusCode).toBe(403);
  });

  it('the submitted order carries the port-in: number, owner change, contacts, signer and transfer time', async () => {
    const cart = cartClient(t, manager, DEMO_COMPANY.pohjola, DEMO_USER.manager);
    const added = (
      await cart.add('MOB_PUHE', 'MOBILE_VOICE', 1, [
        { bundleTemplateId: 'MV_NUMBER', productCode: 'NUM_PORT' },
      ])
    ).json<Cart>();
    const selection = added.lines.at(-1)!.selections[0]!;
    const before = added.issues.filter((issue) => issue.field.startsWith(`${selection.bundleNo}.NUM_PORT`));
    expect(before.map((issue) => issue.field)).toEqual(
      ['number', 'contactName', 'contactPhone', 'signer'].map((c) => `${selection.bundleNo}.NUM_PORT.${c}`),
    );
    // Without the owner change no power of attorney is needed (decision 018; port-in-poa.test.ts has one).
    await cart.send(
      'PUT',
      `/carts/${added.code}/numberport`,
      port(selection.bundleNo, { ownerChange: false }),
    );
    await cart.send('PUT', `/carts/${added.code}/characteristics`, {
      values: [
        { bundleNo: selection.bundleNo, productCode: 'MOB_PUHE', code: 'userName', value: 'Anna Virtanen' },
      ],
    });
    await cart.fillDetails(added.code, DEMO_PAYER.pohjola);
    const submitted = await t.request({
      method: 'POST',
      url: `${cart.base}/orders`,
      session: manager,
      payload: { cartId: added.code },
    });
    expect(submitted.statusCode).toBe(201);
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, submitted.json<OrderSubmitResult>().uid));
    expect(items.find((item) => item.productCode === 'NUM_PORT')?.characteristics).toEqual({
      number: '+358407654321',
      ownerChange: 'NO',
      contactName: 'Anna Virtanen',
      contactPhone: '+358401112223',
      signer: 'Pekka Virtanen',
      transferTime: port(selection.bundleNo).transferTime,
    });
  });
});
