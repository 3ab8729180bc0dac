import type { Cart, NumberResources, SelfDefinedNumbers } from '@kaista/domain/ordering';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_USER } from '../../seed/demo-ids';
import { type TestApp, withTestApp } from '../../test/test-app';
import { cartClient } from './ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;
const POHJOLA = DEMO_COMPANY.pohjola;

describe('number resources (§7 /numberresources, /selfdefinednumbersallowed; decision 011)', () => {
  let t: TestApp;
  let manager: string;
  let orderer: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
    orderer = await t.login('pekka.jarvinen@aurora.example');
  });

  it('lists each subscription’s new number with its user, and assigns the open ones from the operator’s range with If-Match', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const added = (await cart.add('MOB_5G_100', 'MOBILE_VOICE', 2)).json<Cart>();
    const line = added.lines.at(-1)!;
    const [first, second] = line.selections;
    await cart.send('PUT', `/carts/${added.code}/characteristics`, {
      values: [
        { bundleNo: first!.bundleNo, productCode: 'MOB_5G_100', code: 'userName', value: 'Anna Virtanen' },
      ],
    });
    await cart.send('PUT', `/carts/${added.code}/enduser`, {
      partyType: 'INDIVIDUAL',
      firstName: 'Mikko',
      lastName: 'Korhonen',
      email: 'mikko.korhonen@aurora.example',
    });

    const listed = (
      await cart.send('GET', `/carts/${added.code}/numberresources?matchEndUser=true`)
    ).json<NumberResources>();
    const ours = listed.resources.filter((r) => r.orderlineBundleNo === line.orderlineBundleNo);
    expect(ours).toEqual([
      expect.objectContaining({
        bundleNo: first!.bundleNo,
        productCode: 'NUM_NEW',
        number: null,
        endUser: 'Anna Virtanen',
      }),
      expect.objectContaining({
        bundleNo: second!.bundleNo,
        productCode: 'NUM_NEW',
        number: null,
        endUser: 'Mikko Korhonen',
      }),
    ]);
    expect(ours[0]).toMatchObject({ numberType: 'VOICE_POSTPAID', lineName: 'Kaista Mobiili 5G 100M' });
    const voice = listed.ranges.find((range) => range.numberType === 'VOICE_POSTPAID')!;
    expect(voice.needed).toBeGreaterThanOrEqual(2);
    // Without matchEndUser no one is named.
    const plain = (await cart.send('GET', `/carts/${added.code}/numberresources`)).json<NumberResources>();
    expect(plain.resources.every((resource) => resource.endUser === null)).toBe(true);

    // A stale version is 412; the current one assigns both, each a free number of the operator's range, reserved.
    const stale = await t.request({
      method: 'POST',
      url: `${cart.base}/carts/${added.code}/numberresources`,
      session: manager,
      headers: { 'if-match': `"${added.version - 1}"` },
      payload: {},
    });
    expect(stale.statusCode).toBe(412);
    const assigned = await cart.send('POST', `/carts/${added.code}/numberresources`, {});
    expect(assigned.statusCode).toBe(200);
    const after = (await cart.send('GET', `/carts/${added.code}/numberresources`)).json<NumberResources>();
    const numbers = after.resources.map((resource) => resource.number);
    expect(numbers.every((number) => number !== null && /^\+3585070/.test(number))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(after.ranges.find((range) => range.numberType === 'VOICE_POSTPAID')).toMatchObject({
      needed: 0,
      available: voice.available - voice.needed,
    });
    // Another cart cannot reserve a number this cart holds.
    const other = cartClient(t, orderer, AURORA, DEMO_USER.orderer);
    const otherCart = (await other.add('MOB_5G_100', 'MOBILE_VOICE', 1)).json<Cart>();
    const otherSelection = otherCart.lines.at(-1)!.selections[0]!;
    const taken = await other.send('PUT', `/carts/${otherCart.code}/characteristics`, {
      values: [
        { bundleNo: otherSelection.bundleNo, productCode: 'NUM_NEW', code: 'number', value: numbers[0] },
      ],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'NUMBER_NOT_AVAILABLE' });
  });

  it('allows a self-defined number only of a type its range holds: the operator’s for new, the register for CSN', async () => {
    const ask = async (company: string, numberType: string, kind: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/businesses/${company}/users/${DEMO_USER.manager}/selfdefinednumbersallowed?numberType=${numberType}&kind=${kind}`,
          session: manager,
        })
      ).json<SelfDefinedNumbers>();
    expect(await ask(AURORA, 'FIXED', 'CSN')).toEqual({ numberType: 'FIXED', kind: 'CSN', allowed: true });
    expect(await ask(POHJOLA, 'FIXED', 'CSN')).toEqual({ numberType: 'FIXED', kind: 'CSN', allowed: false });
    expect(await ask(POHJOLA, 'FIXED', 'NEW')).toEqual({ numberType: 'FIXED', kind: 'NEW', allowed: true });
  });

  it('answers 404 for another user’s or another company’s cart, and 400 for an unknown number type', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const own = await cart.open();
    const asOther = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/users/${DEMO_USER.orderer}/carts/${own.code}/numberresources`,
      session: manager,
    });
    expect(asOther.statusCode).toBe(404);
    const elsewhere = await t.request({
      method: 'POST',
      url: `/api/businesses/${DEMO_COMPANY.kettu}/users/${DEMO_USER.manager}/carts/${own.code}/numberresources`,
      session: orderer,
      payload: {},
    });
    expect(elsewhere.statusCode).toBe(404);
    const bad = await cart.send('POST', `/carts/${own.code}/numberresources`, { numberType: 'SATELLITE' });
    expect(bad.statusCode).toBe(400);
  });
});
