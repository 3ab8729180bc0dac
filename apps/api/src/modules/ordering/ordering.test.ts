import type { BundleStructure, Cart, NumberAvailability, OrderSubmitResult } from '@kaista/domain/ordering';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueProducts, operatorNumbers, orderItems, orders, services } from '../../db/schema';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER, demoUuid } from '../../seed/demo-ids';
import { keepDemoQuarantine } from '../../test/demo-quarantine';
import { type TestApp, withTestApp } from '../../test/test-app';
import { cartClient } from './ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;
const catalogue = (company: string) => `/api/businesses/${company}/catalogue`;

describe('catalogue and carts', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  const get = (url: string, session = manager) => t.request({ method: 'GET', url, session });

  it('lists offerings by §2 category with prices in cents, and a root template’s bundle structure', async () => {
    const all = (await get(`${catalogue(AURORA)}/offerings`)).json<{
      categories: string[];
      offerings: unknown[];
    }>();
    expect(all.categories.slice(0, 4)).toEqual(['subscriptions', 'broadband', 'switchboard', 'phone']);
    const phones = (await get(`${catalogue(AURORA)}/offerings?category=phone`)).json<{
      offerings: { code: string; stock: number; prices: { valueCents: number; billingType: string }[] }[];
    }>();
    expect(phones.offerings.find((o) => o.code === 'IPHONE_16_128')).toMatchObject({
      stock: 25,
      prices: [{ valueCents: 96900, billingType: 'ONE_TIME' }],
    });
    const mobile = (await get(`${catalogue(AURORA)}/bundles/MOBILE_VOICE`)).json<BundleStructure>();
    expect(mobile.bundles.map((b) => b.originalId)).toEqual([
      'MV_PLAN',
      'MV_NUMBER',
      'MV_SIM',
      'MV_DATA',
      'MV_VOICE',
      'MV_BARRING',
    ]);
    expect(mobile.bundles[0]!.childBundles).toContain('MV_NUMBER');
    expect((await get(`${catalogue(AURORA)}/bundles/NOPE`)).statusCode).toBe(404);
    expect((await get(`${catalogue(AURORA)}/offerings?category=pizza`)).statusCode).toBe(400);
  });

  it('refuses users without the new-order right (403) and other companies (404); a requester browses', async () => {
    const user = await t.login('user@aurora.example');
    const employee = await t.login('employee@aurora.example');
    const rep = await t.login('rep@kettu.example');
    expect((await get(`${catalogue(AURORA)}/offerings`, user)).statusCode).toBe(403);
    // §4 order requests: an employee with WRITE_MY_ORDER_REQUESTS builds a cart (and sends it as a request).
    expect((await get(`${catalogue(AURORA)}/offerings`, employee)).statusCode).toBe(200);
    expect((await get(`${catalogue(AURORA)}/offerings`, rep)).statusCode).toBe(404);
    expect((await get(`/api/businesses/${AURORA}/users/${demoUuid(1, 6)}/cartsummary`)).statusCode).toBe(404);
  });

  it('§4 lifecycle: no cart, then one B2B cart that a second create finds again', async () => {
    const cart = cartClient(t, manager, DEMO_COMPANY.pohjola, DEMO_USER.manager);
    expect((await cart.send('GET', '/cartsummary')).json()).toEqual({ code: null, totalItems: 0 });
    const first = await cart.open();
    expect(first).toMatchObject({ channel: 'B2B', active: true, totalItems: 0, lines: [] });
    expect((await cart.open()).code).toBe(first.code);
    expect((await cart.send('GET', '/cartsummary')).json()).toEqual({ code: first.code, totalItems: 0 });
  });

  it('adds a subscription with its child defaults, changes the plan dropping child bundles, removes a line', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const added = (
      await cart.add('MOB_5G_100', 'MOBILE_VOICE', 2, [
        { bundleTemplateId: 'MV_DATA', productCode: 'DATA_EU_10' },
      ])
    ).json<Cart>();
    const line = added.lines.at(-1)!;
    expect(line.products.map((p) => p.code)).toEqual([
      'MOB_5G_100',
      'NUM_NEW',
      'SIM_CARD',
      'BAR_PREMIUM',
      'DATA_EU_10',
    ]);
    expect(line.quantity).toBe(2);
    expect(line.totals).toEqual({ oneTimeCents: 0, monthlyCents: 2 * (1990 + 490) });
    const changed = (
      await cart.send('PUT', `/carts/${added.code}/bundles`, {
        orderlineBundleNo: line.orderlineBundleNo,
        bundleTemplateId: 'MV_PLAN',
        productCode: 'MOB_5G_1000',
        action: 'CHANGE',
      })
    ).json<Cart>();
    expect(changed.lines.at(-1)!.products.map((p) => p.code)).toEqual([
      'NUM_NEW',
      'SIM_CARD',
      'BAR_PREMIUM',
      'MOB_5G_1000',
    ]);
    const refused = await cart.send('PUT', `/carts/${added.code}/bundles`, {
      orderlineBundleNo: line.orderlineBundleNo,
      bundleTemplateId: 'MV_DATA',
      productCode: 'DATA_EU_10',
      action: 'ADD',
    });
    expect(refused.statusCode).toBe(400);
    const removed = (
      await cart.send('DELETE', `/carts/${added.code}/bundles/${line.orderlineBundleNo}`)
    ).json<Cart>();
    expect(removed.lines.some((l) => l.orderlineBundleNo === line.orderlineBundleNo)).toBe(false);
  });

  it('without defaults, a line holds the main product and exactly the products chosen on the product page', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const chosen = [
      { bundleTemplateId: 'MV_NUMBER', productCode: 'NUM_NEW' },
      { bundleTemplateId: 'MV_SIM', productCode: 'SIM_CARD' },
    ];
    const added = await cart.add('MOB_5G_100', 'MOBILE_VOICE', 1, chosen, { defaults: false });
    const line = added.json<Cart>().lines.at(-1)!;
    expect(line.products.map((p) => p.code)).toEqual(['MOB_5G_100', 'NUM_NEW', 'SIM_CARD']);
    // Adding a data package later does not bring back the default barring the user took out.
    const withData = await cart.send('PUT', `/carts/${added.json<Cart>().code}/bundles`, {
      orderlineBundleNo: line.orderlineBundleNo,
      bundleTemplateId: 'MV_DATA',
      productCode: 'DATA_EU_10',
      action: 'ADD',
    });
    expect(
      withData
        .json<Cart>()
        .lines.at(-1)!
        .products.map((p) => p.code),
    ).toEqual(['MOB_5G_100', 'NUM_NEW', 'SIM_CARD', 'DATA_EU_10']);
    const stray = await cart.add(
      'MOB_5G_100',
      'MOBILE_VOICE',
      1,
      [{ bundleTemplateId: 'MV_DATA', productCode: 'NUM_NEW' }],
      { defaults: false },
    );
    expect(stray.statusCode).toBe(400);
  });

  it('keeps the catalogue’s restrictions and prerequisites on every cart change, applies its modifications, and lists them', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const mobile = (await get(`${catalogue(AURORA)}/bundles/MOBILE_VOICE`)).json<BundleStructure>();
    expect(mobile.rules).toContainEqual({
      kind: 'EXCLUDES',
      productCode: 'BAR_ROAMING',
      targetCode: 'DATA_EU_10',
    });
    // A restriction: roaming barred and a roaming data package in one line (§5 names both by type and name).
    const excluded = await cart.add('MOB_5G_100', 'MOBILE_VOICE', 1, [
      { bundleTemplateId: 'MV_DATA', productCode: 'DATA_EU_10' },
      { bundleTemplateId: 'MV_BARRING', productCode: 'BAR_ROAMING' },
    ]);
    expect(excluded.statusCode).toBe(400);
    expect(excluded.json()).toMatchObject({
      fieldErrors: { productCode: 'ordering.bundle-rule.INCOMPATIBLE' },
      message: expect.stringContaining(
        'BARRING Verkkovierailun esto excludes DATA_PACKAGE EU-datapaketti 10 Gt',
      ),
    });
    // A prerequisite may come later in the same request: the line is checked as a whole.
    const added = (
      await cart.add('MOB_5G_100', 'MOBILE_VOICE', 1, [
        { bundleTemplateId: 'MV_VOICE', productCode: 'VOICE_WORLD' },
        { bundleTemplateId: 'MV_BARRING', productCode: 'BAR_DATA_ROAMING' },
      ])
    ).json<Cart>();
    const line = added.lines.at(-1)!;
    const change = (bundleTemplateId: string, productCode: string, action: string) =>
      cart.send('PUT', `/carts/${added.code}/bundles`, {
        orderlineBundleNo: line.orderlineBundleNo,
        bundleTemplateId,
        productCode,
        action,
      });
    const needed = await change('MV_BARRING', 'BAR_PREMIUM', 'REMOVE');
    expect(needed.statusCode).toBe(400);
    expect(needed.json().fieldErrors).toEqual({ productCode: 'ordering.bundle-rule.PREREQUISITE' });
    expect((await change('MV_BARRING', 'BAR_INTL', 'ADD')).json().fieldErrors).toEqual({
      productCode: 'ordering.bundle-rule.INCOMPATIBLE',
    });
    // A modification: barring all roaming takes out the barring of data roaming.
    const modified = (await change('MV_BARRING', 'BAR_ROAMING', 'ADD')).json<Cart>();
    const codes = modified.lines
      .find((l) => l.orderlineBundleNo === line.orderlineBundleNo)!
      .products.map((p) => p.code);
    expect(codes).toContain('BAR_ROAMING');
    expect(codes).not.toContain('BAR_DATA_ROAMING');
    const listed = async (call: string) =>
      (await cart.send('GET', `/carts/${added.code}/${call}`))
        .json<{
          rules: {
            orderlineBundleNo: number;
            product: { code: string };
            target: { code: string; name: string };
          }[];
        }>()
        .rules.filter((rule) => rule.orderlineBundleNo === line.orderlineBundleNo)
        .map((rule) => `${rule.product.code}>${rule.target.code}`);
    expect(await listed('restrictions')).toEqual(['BAR_ROAMING>DATA_EU_10', 'BAR_ROAMING>DATA_WORLD_1']);
    expect(await listed('prerequisites')).toEqual(['VOICE_WORLD>BAR_PREMIUM']);
    expect(await listed('modifications')).toEqual(['BAR_ROAMING>BAR_DATA_ROAMING']);
    await cart.send('DELETE', `/carts/${added.code}/bundles/${line.orderlineBundleNo}`);
  });

  it('answers 412 to a write with a stale If-Match and leaves the cart as it was', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const open = await cart.open();
    const stale = await t.request({
      method: 'POST',
      url: `${cart.base}/carts/${open.code}/bundles`,
      session: manager,
      headers: { 'if-match': `"${open.version - 1}"` },
      payload: { rootBundleTemplateId: 'DEVICE', productCode: 'GALAXY_A56_128' },
    });
    expect(stale.statusCode).toBe(412);
    expect((await cart.send('GET', `/carts/${open.code}`)).json<Cart>().version).toBe(open.version);
  });

  it('refuses a device that is out of stock with NO_STOCK', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const response = await cart.add('NOKIA_G42_128', 'DEVICE');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NO_STOCK' });
  });
});

describe('characteristics, numbers and submit', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
    await keepDemoQuarantine(t.db);
  });

  it('validates values by §5, reserves a number, and submits the order with stock and numbers taken', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    await cart.add('MOB_5G_300', 'MOBILE_VOICE');
    const withPhone = (await cart.add('IPHONE_16_128', 'DEVICE')).json<Cart>();
    const sub = withPhone.lines[0]!;
    const bundleNo = sub.selections[0]!.bundleNo;
    const values = (productCode: string, code: string, value: string) => ({
      bundleNo,
      productCode,
      code,
      value,
    });
    const set = (...list: object[]) =>
      cart.send('PUT', `/carts/${withPhone.code}/characteristics`, { values: list });

    const bad = await set(
      values('SIM_CARD', 'ICCID', '1234'),
      values('MOB_5G_300', 'userName', 'Anna <Virtanen>'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      [`${bundleNo}.SIM_CARD.ICCID`]: 'validation.iccid',
      [`${bundleNo}.MOB_5G_300.userName`]: 'validation.name',
    });

    const incomplete = await t.request({
      method: 'POST',
      url: `${cart.base}/orders`,
      session: manager,
      payload: { cartId: withPhone.code },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fieldErrors).toEqual({
      [`${bundleNo}.MOB_5G_300.userName`]: 'validation.cannot-be-empty',
      payer: 'ordering.preorder.PAYER_REQUIRED',
      deliveryInfo: 'ordering.preorder.DELIVERY_INFO_REQUIRED',
    });
    expect((await cart.fillDetails(withPhone.code, DEMO_PAYER.aurora)).statusCode).toBe(200);

    const free = (
      await cart.send('GET', '/numberavailability?numberType=VOICE_POSTPAID')
    ).json<NumberAvailability>();
    expect(free.warning).toBeNull();
    const number = free.numbers[0]!;
    const quarantined = await set(values('NUM_NEW', 'number', '+358507000105'));
    expect(quarantined.json()).toMatchObject({ code: 'NUMBER_IN_QUARANTINE' });
    const saved = await set(
      values('NUM_NEW', 'number', number),
      values('SIM_CARD', 'ICCID', '8935 8051 2345 6789 011'),
      values('MOB_5G_300', 'userName', 'Anna Virtanen'),
    );
    expect(saved.statusCode).toBe(200);
    const [reserved] = await t.db.select().from(operatorNumbers).where(eq(operatorNumbers.number, number));
    expect(reserved).toMatchObject({ status: 'RESERVED', companyId: AURORA, cartCode: withPhone.code });

    const submitted = await t.request({
      method: 'POST',
      url: `${cart.base}/orders`,
      session: manager,
      headers: { 'if-match': cart.etag! },
      payload: { cartId: withPhone.code },
    });
    expect(submitted.statusCode).toBe(201);
    const result = submitted.json<OrderSubmitResult>();
    expect(result.manualCheckRequired).toBe(false);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, result.uid));
    expect(order).toMatchObject({ status: 'SUBMITTED', oneTimeCents: 96900, monthlyCents: 2690 });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, result.uid));
    expect(items.find((item) => item.productCode === 'NUM_NEW')?.characteristics).toEqual({ number });
    const [taken] = await t.db.select().from(operatorNumbers).where(eq(operatorNumbers.number, number));
    expect(taken!.status).toBe('TAKEN');
    const [iphone] = await t.db
      .select()
      .from(catalogueProducts)
      .where(eq(catalogueProducts.code, 'IPHONE_16_128'));
    expect(iphone!.stock).toBe(24);
    expect((await cart.send('GET', '/cartsummary')).json()).toEqual({ code: null, totalItems: 0 });
    const again = await t.request({
      method: 'POST',
      url: `${cart.base}/orders`,
      session: manager,
      payload: { cartId: withPhone.code },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a SIM card the operator does not know, another subscription’s, or one twice in the cart', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const added = (await cart.add('MOB_5G_300', 'MOBILE_VOICE', 2)).json<Cart>();
    const [first, second] = added.lines.at(-1)!.selections.map((selection) => selection.bundleNo);
    const setIccid = (bundleNo: number, value: string) =>
      cart.send('PUT', `/carts/${added.code}/characteristics`, {
        values: [{ bundleNo, productCode: 'SIM_CARD', code: 'ICCID', value }],
      });
    const answer = async (bundleNo: number, value: string) => {
      const response = await setIccid(bundleNo, value);
      return [response.statusCode, response.json().code, Object.keys(response.json().fieldErrors ?? {})];
    };
    const field = (bundleNo: number) => [`${bundleNo}.SIM_CARD.ICCID`];
    // A mistyped check digit: no operator card has this number.
    expect(await answer(first!, '8935805123456789012')).toEqual([400, 'ICCID_UNKNOWN', field(first!)]);
    const [taken] = await t.db
      .select({ iccid: services.iccid })
      .from(services)
      .where(isNotNull(services.iccid))
      .limit(1);
    expect(await answer(first!, taken!.iccid!)).toEqual([400, 'ICCID_NOT_AVAILABLE', field(first!)]);
    expect((await setIccid(second!, '8935805123456789011')).statusCode).toBe(200);
    // Typed into the first line, the card the second holds is told at the first line's field.
    expect(await answer(first!, '8935805123456789011')).toEqual([400, 'ICCID_NOT_UNIQUE', field(first!)]);
  });

  it('port-in makes its contacts mandatory and refuses the company’s own number; a number is held by one cart', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const added = (
      await cart.add('MOB_PUHE', 'MOBILE_VOICE', 1, [
        { bundleTemplateId: 'MV_NUMBER', productCode: 'NUM_PORT' },
      ])
    ).json<Cart>();
    const selection = added.lines.at(-1)!.selections[0]!;
    const mandatory = selection.characteristics
      .filter((c) => c.productCode === 'NUM_PORT' && c.mandatory)
      .map((c) => c.code);
    expect(mandatory).toEqual(['number', 'contactName', 'contactPhone', 'signer']);
    const own = await cart.send('PUT', `/carts/${added.code}/characteristics`, {
      values: [
        { bundleNo: selection.bundleNo, productCode: 'NUM_PORT', code: 'number', value: '+358457100110' },
      ],
    });
    expect(own.json()).toMatchObject({ code: 'NUMBER_NOT_AVAILABLE_FOR_PORTIN' });
  });

  it('an order whose commitment is over the credit limit waits for a manual check', async () => {
    const cart = cartClient(t, manager, DEMO_COMPANY.pohjola, DEMO_USER.manager);
    const added = (await cart.add('IPHONE_16_PRO_256', 'DEVICE', 8)).json<Cart>();
    await cart.fillDetails(added.code, DEMO_PAYER.pohjola);
    const submitted = await t.request({
      method: 'POST',
      url: `${cart.base}/orders`,
      session: manager,
      payload: { cartId: added.code },
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json<OrderSubmitResult>().manualCheckRequired).toBe(true);
  });

  it('makes exactly one order of parallel submits with one Idempotency-Key, replaying the answer', async () => {
    const cart = cartClient(t, manager, DEMO_COMPANY.pohjola, DEMO_USER.manager);
    const added = (await cart.add('GALAXY_A56_128', 'DEVICE', 2)).json<Cart>();
    await cart.fillDetails(added.code, DEMO_PAYER.pohjola);
    const submit = () =>
      t.request({
        method: 'POST',
        url: `${cart.base}/orders`,
        session: manager,
        headers: { 'idempotency-key': `submit-${added.code}` },
        payload: { cartId: added.code },
      });
    const answers = await Promise.all(Array.from({ length: 8 }, submit));
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(answers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    expect(new Set(created.map((answer) => answer.json<OrderSubmitResult>().uid)).size).toBe(1);
    const replay = await submit();
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const made = await t.db.select().from(orders).where(eq(orders.cartCode, added.code));
    expect(made).toHaveLength(1);
  });

  it('warns of an almost exhausted number register', async () => {
    const cart = cartClient(t, manager, DEMO_COMPANY.pohjola, DEMO_USER.manager);
    const free = (
      await cart.send('GET', '/numberavailability?numberType=VOICE_POSTPAID&kind=CSN')
    ).json<NumberAvailability>();
    expect(free.warning).toBe('ALMOST_EXHAUSTED');
  });
});
