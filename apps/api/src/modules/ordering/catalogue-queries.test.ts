import type { AuditPage } from '@kaista/domain/audit';
import type {
  BundleInfo,
  Cart,
  OrderAvailability,
  Preselections,
  PriceList,
  ProductPrices,
  Stocks,
} from '@kaista/domain/ordering';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueProducts } from '../../db/schema';
import { DEMO_COMPANY, DEMO_USER, demoUuid } from '../../seed/demo-ids';
import { SESSION_COOKIE } from '../../plugins/session/session-token';
import { cookieValue, type TestApp, withTestApp } from '../../test/test-app';
import { cartClient } from './ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;
const KETTU = DEMO_COMPANY.kettu;

describe('§7 catalogue and cart queries: prices, stocks, preselections, availability, party roles', () => {
  let t: TestApp;
  let manager: string;
  /** Customer service acting as the manager: the audit trail records what operators do as someone. */
  let acting: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
    const cc = await t.login('cc@kaista.example');
    const started = await t.request({
      method: 'POST',
      url: `/api/businesses/${AURORA}/impersonations/${DEMO_USER.manager}`,
      session: cc,
    });
    acting = cookieValue(started, SESSION_COOKIE)!;
  });

  const post = (url: string, payload: object) =>
    t.request({ method: 'POST', url, session: manager, payload });
  const user = `/api/businesses/${AURORA}/users/${DEMO_USER.manager}`;

  it('answers the price list of the categories asked and one product’s prices by its code', async () => {
    const list = await post(`/api/businesses/${AURORA}/catalogue/prices`, {
      categories: ['phone', 'broadband'],
    });
    expect(list.statusCode).toBe(200);
    const products = list.json<PriceList>().products;
    expect(new Set(products.map((product) => product.category))).toEqual(new Set(['phone', 'broadband']));
    expect(products.find((product) => product.id === 'GALAXY_A56_128')?.prices).toEqual([
      expect.objectContaining({ valueCents: 44900, billingType: 'ONE_TIME', currencyIso: 'EUR' }),
    ]);
    const one = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/catalogue/prices/MOB_5G_100`,
      session: manager,
    });
    expect(one.json<ProductPrices>()).toMatchObject({
      id: 'MOB_5G_100',
      category: 'subscriptions',
      prices: [{ valueCents: 1990, billingType: 'RECURRING', unit: 'MONTH' }],
    });
    const unknown = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/catalogue/prices/NO_SUCH`,
      session: manager,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await post(`/api/businesses/${AURORA}/catalogue/prices`, { categories: [] });
    expect(bad.statusCode).toBe(400);
    const elsewhere = await post(`/api/businesses/${KETTU}/catalogue/prices`, { categories: ['phone'] });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('answers the stock of the devices asked with its level, and nothing for what is not stocked', async () => {
    await t.db.update(catalogueProducts).set({ stock: 3 }).where(eq(catalogueProducts.code, 'PIXEL_9A_128'));
    const answer = await post(`${user}/products/stocks`, {
      productCodes: ['GALAXY_A56_128', 'PIXEL_9A_128', 'MOB_5G_100', 'NO_SUCH'],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Stocks>().stocks).toEqual([
      { productCode: 'GALAXY_A56_128', units: 40, level: 'IN_STOCK' },
      { productCode: 'PIXEL_9A_128', units: 3, level: 'LOW_STOCK' },
    ]);
    // Another user's uid, or a company the caller is not in, is unknown.
    const other = await post(`/api/businesses/${AURORA}/users/${demoUuid(1, 1)}/products/stocks`, {
      productCodes: ['GALAXY_A56_128'],
    });
    expect(other.statusCode).toBe(404);
    const kettu = await post(`/api/businesses/${KETTU}/users/${DEMO_USER.manager}/products/stocks`, {
      productCodes: ['GALAXY_A56_128'],
    });
    expect(kettu.statusCode).toBe(404);
  });

  it('pre-selects the main product and its bundles’ defaults, by the catalogue', async () => {
    const answer = await post(`${user}/preselections`, {
      rootBundleTemplateId: 'MOBILE_VOICE',
      productCode: 'MOB_5G_100',
    });
    expect(answer.statusCode).toBe(200);
    const products = answer.json<Preselections>().products;
    expect(products[0]).toEqual({ bundleTemplateId: 'MV_PLAN', productCode: 'MOB_5G_100' });
    expect(products).toContainEqual({ bundleTemplateId: 'MV_NUMBER', productCode: 'NUM_NEW' });
    const wrong = await post(`${user}/preselections`, {
      rootBundleTemplateId: 'MOBILE_VOICE',
      productCode: 'GALAXY_A56_128',
    });
    expect(wrong.statusCode).toBe(400);
    const unknown = await post(`${user}/preselections`, {
      rootBundleTemplateId: 'NO_SUCH',
      productCode: 'X',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('says which cart lines can be ordered now: offered and in stock for every selection', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const { code } = (await cart.add('IPHONE_16_PRO_256', 'DEVICE', 2)).json<Cart>();
    const check = async () =>
      (await post(`${user}/availability/orders`, { cartId: code })).json<OrderAvailability>();
    expect(await check()).toMatchObject({
      available: true,
      lines: [{ productCode: 'IPHONE_16_PRO_256', quantity: 2, status: 'AVAILABLE', units: 8 }],
    });
    await t.db
      .update(catalogueProducts)
      .set({ stock: 1 })
      .where(eq(catalogueProducts.code, 'IPHONE_16_PRO_256'));
    expect(await check()).toMatchObject({ available: false, lines: [{ status: 'NO_STOCK', units: 1 }] });
    await t.db
      .update(catalogueProducts)
      .set({ stock: 8 })
      .where(eq(catalogueProducts.code, 'IPHONE_16_PRO_256'));
    const kettu = await post(`/api/businesses/${KETTU}/users/${DEMO_USER.manager}/availability/orders`, {
      cartId: code,
    });
    expect(kettu.statusCode).toBe(404);
    await removeCart(cart.base, code, cart.etag!);
  });

  const removeCart = (base: string, code: string, etag: string) =>
    t.request({
      method: 'DELETE',
      url: `${base}/carts/${code}`,
      session: manager,
      headers: { 'if-match': etag },
    });

  it('keeps party roles on the cart under its version, audited, and shows them in the bundle info', async () => {
    const cart = cartClient(t, acting, AURORA, DEMO_USER.manager);
    const added = (await cart.add('MOB_5G_100', 'MOBILE_VOICE')).json<Cart>();
    const code = added.code;
    const line = added.lines[0]!.orderlineBundleNo;
    const invalid = await cart.send('POST', `/carts/${code}/partyroles`, {
      role: 'TECHNICAL_CONTACT',
      name: '',
      email: 'ei-osoite',
      phone: '040 12',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({
      name: 'validation.cannot-be-empty',
      email: 'validation.email',
      phone: 'validation.phone',
    });
    const unreachable = await cart.send('POST', `/carts/${code}/partyroles`, {
      role: 'TECHNICAL_CONTACT',
      name: 'Teemu Tekninen',
    });
    expect(unreachable.json().fieldErrors).toEqual({ email: 'ordering.party-roles.reachable' });
    const first = await cart.send('POST', `/carts/${code}/partyroles`, {
      role: 'TECHNICAL_CONTACT',
      name: 'Teemu Tekninen',
      email: 'teemu@aurora.example',
    });
    expect(first.statusCode).toBe(200);
    const technical = first.json<Cart>().details.partyRoles[0]!;
    expect(technical).toMatchObject({ role: 'TECHNICAL_CONTACT', orderlineBundleNo: null });
    const lineRole = await cart.send('POST', `/carts/${code}/partyroles`, {
      role: 'INSTALLATION_CONTACT',
      name: 'Iida Asentaja',
      phone: '040 765 4321',
      orderlineBundleNo: line,
    });
    expect(lineRole.json<Cart>().details.partyRoles[1]).toMatchObject({ phone: '0407654321' });
    const twice = await cart.send('POST', `/carts/${code}/partyroles`, {
      role: 'TECHNICAL_CONTACT',
      name: 'Toinen Tekninen',
      email: 'toinen@aurora.example',
    });
    expect(twice.json().fieldErrors).toEqual({ role: 'ordering.party-roles.duplicate' });
    const noLine = await cart.send('POST', `/carts/${code}/partyroles`, {
      role: 'ORDER_CONTACT',
      name: 'Olli Tilaaja',
      email: 'olli@aurora.example',
      orderlineBundleNo: 999,
    });
    expect(noLine.json().fieldErrors).toEqual({ orderlineBundleNo: 'ordering.party-roles.unknown-line' });

    const stale = await t.request({
      method: 'PUT',
      url: `${cart.base}/carts/${code}/partyroles`,
      session: acting,
      headers: { 'if-match': '"1"' },
      payload: { ...technical, name: 'Vanha Versio' },
    });
    expect(stale.statusCode).toBe(412);
    const changed = await cart.send('PUT', `/carts/${code}/partyroles`, {
      ...technical,
      name: 'Teemu Teknikko',
    });
    expect(changed.json<Cart>().details.partyRoles[0]).toMatchObject({
      id: technical.id,
      name: 'Teemu Teknikko',
    });

    const info = (await cart.send('GET', `/carts/${code}/bundleinfo`)).json<BundleInfo>();
    expect(info.productSelections[0]!.partyRoleEntries).toEqual([
      { role: 'TECHNICAL_CONTACT', partyName: 'Teemu Teknikko' },
      { role: 'INSTALLATION_CONTACT', partyName: 'Iida Asentaja' },
    ]);

    const removed = await cart.send('DELETE', `/carts/${code}/partyroles/${technical.id}`);
    expect(removed.json<Cart>().details.partyRoles.map((role) => role.name)).toEqual(['Iida Asentaja']);
    expect((await cart.send('DELETE', `/carts/${code}/partyroles/${technical.id}`)).statusCode).toBe(404);
    const kettu = await t.request({
      method: 'DELETE',
      url: `/api/businesses/${KETTU}/users/${DEMO_USER.manager}/carts/${code}/partyroles/${technical.id}`,
      session: acting,
    });
    expect(kettu.statusCode).toBe(404);

    const audit = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/audit`,
      session: manager,
    });
    const subjects = audit
      .json<AuditPage>()
      .items.filter((row) => row.action === 'cart.party-role')
      .map((row) => row.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['TECHNICAL_CONTACT Teemu Teknikko', 'INSTALLATION_CONTACT Iida Asentaja']),
    );
    await removeCart(cart.base, code, cart.etag!);
  });
});
