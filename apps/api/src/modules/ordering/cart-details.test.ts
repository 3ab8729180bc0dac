import type { BundleInfo, Cart, ChangeImpact, PayerChoices, PreorderResult } from '@kaista/domain/ordering';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, salesBans } from '../../db/schema';
import { DEMO_COMPANY, DEMO_PAYER, DEMO_USER, demoUuid } from '../../seed/demo-ids';
import { type TestApp, withTestApp } from '../../test/test-app';
import { cartClient, FIBRE_ADDRESS } from './ordering-test-kit';

const AURORA = DEMO_COMPANY.aurora;
const POHJOLA = DEMO_COMPANY.pohjola;
/** Aurora's cost pool 'Myynti' and Kettu's 'Myymälät' (seed/demo-payers). */
const AURORA_POOL = demoUuid(71, 2);
const KETTU_POOL = demoUuid(71, 9);

describe('cart details and the pre-order check', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  it('keeps confirmation contacts once each, lowercased, and removes one by its address', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const { code } = await cart.open();
    expect(
      (await cart.send('PUT', `/carts/${code}/contacts`, { email: 'Tilaukset@Aurora.example' })).statusCode,
    ).toBe(200);
    const twice = (
      await cart.send('PUT', `/carts/${code}/contacts`, { email: 'tilaukset@aurora.example' })
    ).json<Cart>();
    expect(twice.details.contacts).toEqual(['tilaukset@aurora.example']);
    const bad = await cart.send('PUT', `/carts/${code}/contacts`, { email: 'ei-osoite' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ email: 'validation.email' });
    expect((await cart.send('GET', `/carts/${code}/contacts`)).json()).toEqual({
      contacts: ['tilaukset@aurora.example'],
    });
    const removed = (
      await cart.send('DELETE', `/carts/${code}/contacts/${encodeURIComponent('tilaukset@aurora.example')}`)
    ).json<Cart>();
    expect(removed.details.contacts).toEqual([]);
  });

  it('checks the end user and the delivery address by §5, each error on its field', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const { code } = await cart.open();
    const person = await cart.send('PUT', `/carts/${code}/enduser`, {
      partyType: 'INDIVIDUAL',
      firstName: 'Anna',
      lastName: '',
      email: 'anna@',
      mobileNumber: '040 12',
    });
    expect(person.statusCode).toBe(400);
    expect(person.json().fieldErrors).toEqual({
      lastName: 'validation.cannot-be-empty',
      email: 'validation.email',
      mobileNumber: 'validation.phone',
    });
    const saved = (
      await cart.send('PUT', `/carts/${code}/enduser`, {
        partyType: 'INDIVIDUAL',
        firstName: 'Anna',
        lastName: 'Virtanen',
        email: 'anna.virtanen@aurora.example',
        mobileNumber: '040 123 4567',
      })
    ).json<Cart>();
    expect(saved.details.endUser).toMatchObject({ name: 'Anna Virtanen', mobileNumber: '0401234567' });

    const address = await cart.send('PUT', `/carts/${code}/deliveryinfo`, {
      recipient: 'Anna Virtanen',
      street: ' ',
      postalNumber: '0016',
      city: 'Helsinki',
      country: 'NO',
    });
    expect(address.json().fieldErrors).toEqual({
      street: 'validation.cannot-be-empty',
      country: 'ordering.details.not-deliverable',
    });
    const finnish = await cart.send('PUT', `/carts/${code}/deliveryinfo`, {
      recipient: 'Anna Virtanen',
      street: 'Satamakatu 12',
      postalNumber: '0016',
      city: 'Helsinki',
    });
    expect(finnish.json().fieldErrors).toEqual({ postalNumber: 'validation.postal-number' });
    const delivered = (
      await cart.send('PUT', `/carts/${code}/deliveryinfo`, {
        recipient: 'Anna Virtanen',
        street: 'Satamakatu 12',
        postalNumber: '00160',
        city: 'Helsinki',
      })
    ).json<Cart>();
    expect(delivered.details.deliveryInfo).toMatchObject({ city: 'Helsinki', country: 'FI' });
    expect((await cart.send('DELETE', `/carts/${code}/enduser`)).json<Cart>().details.endUser).toBeNull();
  });

  it('takes only the company’s own payer and cost centre, and refuses a stale version with 412', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const open = await cart.open();
    const foreign = await cart.send('PUT', `/carts/${open.code}/payer`, {
      uid: DEMO_PAYER.kettu,
      costCentreId: KETTU_POOL,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({
      uid: 'ordering.preorder.PAYER_UNKNOWN',
      costCentreId: 'ordering.details.unknown-cost-centre',
    });
    const chosen = (
      await cart.send('PUT', `/carts/${open.code}/payer`, {
        uid: DEMO_PAYER.aurora,
        costCentreId: AURORA_POOL,
      })
    ).json<Cart>();
    expect(chosen.details.payer).toMatchObject({
      uid: DEMO_PAYER.aurora,
      name: 'Aurora Logistics Oy',
      costCentre: { id: AURORA_POOL, name: 'Myynti' },
    });
    const stale = await t.request({
      method: 'PUT',
      url: `${cart.base}/carts/${open.code}/payer`,
      session: manager,
      headers: { 'if-match': `"${open.version}"` },
      payload: { uid: DEMO_PAYER.aurora },
    });
    expect(stale.statusCode).toBe(412);
  });

  it('an orderer without the payers’ read right picks the payer from the cart’s choices and orders to it', async () => {
    // Pekka Järvinen (seed/demo-users): FECompositeWriteOrder, but neither CustomerReadPayer nor cost centres.
    const orderer = await t.login('pekka.jarvinen@aurora.example');
    const ordererUid = demoUuid(91, 5);
    const payers = await t.request({
      method: 'GET',
      url: `/api/businesses/${AURORA}/payers`,
      session: orderer,
    });
    expect(payers.statusCode).toBe(403);
    const cart = cartClient(t, orderer, AURORA, ordererUid);
    const { code } = await cart.open();
    const choices = (await cart.send('GET', `/carts/${code}/payers`)).json<PayerChoices>();
    expect(choices.payers.map((payer) => payer.name)).toEqual([
      'Aurora Logistics Oy',
      'Aurora Logistics Oy, Oulun varasto',
      'Aurora Logistics Oy, Tampereen terminaali',
    ]);
    // Only what the choice needs: no billing address, e-invoice address or reference of the agreement.
    expect(Object.keys(choices.payers[0]!).sort()).toEqual(['name', 'number', 'uid']);
    expect(choices.costCentres.map((pool) => pool.name)).toContain('Myynti');
    const chosen = await cart.send('PUT', `/carts/${code}/payer`, {
      uid: choices.payers[0]!.uid,
      costCentreId: choices.costCentres.find((pool) => pool.name === 'Myynti')!.id,
    });
    expect(chosen.json<Cart>().details.payer).toMatchObject({
      uid: DEMO_PAYER.aurora,
      costCentre: { id: AURORA_POOL },
    });
    // Another user's cart, or one of another company, gives no choices.
    expect(
      (
        await t.request({
          method: 'GET',
          url: `${cart.base.replace(ordererUid, DEMO_USER.manager)}/carts/${code}/payers`,
          session: orderer,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/businesses/${POHJOLA}/users/${ordererUid}/carts/${code}/payers`,
          session: orderer,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('the pre-order check names each missing detail; a sales ban stops the check and the submit', async () => {
    const cart = cartClient(t, manager, POHJOLA, DEMO_USER.manager);
    const added = (await cart.add('GALAXY_A56_128', 'DEVICE')).json<Cart>();
    expect(added.needsDelivery).toBe(true);
    const check = async (actions?: string) =>
      (
        await t.request({
          method: 'POST',
          url: `${cart.base}/preordercheck${actions ? `?actions=${actions}` : ''}`,
          session: manager,
          payload: { cartId: added.code },
        })
      ).json<PreorderResult>();
    const before = await check();
    expect(before.overall).toBe('FAILURE');
    expect(before.actions.find((a) => a.action === 'DETAILS')?.errors.map((e) => [e.field, e.code])).toEqual([
      ['payer', 'PAYER_REQUIRED'],
      ['deliveryInfo', 'DELIVERY_INFO_REQUIRED'],
    ]);
    expect((await check('SALES_BAN')).overall).toBe('SUCCESS');
    await cart.send('PUT', `/carts/${added.code}/contacts`, { email: 'tilaukset@pohjola.example' });
    await cart.fillDetails(added.code, DEMO_PAYER.pohjola);
    expect((await check()).overall).toBe('SUCCESS');

    await t.db.insert(salesBans).values({ companyId: POHJOLA, reason: 'Erääntyneitä laskuja perinnässä' });
    const banned = await check('SALES_BAN,DETAILS');
    expect(banned.actions.map((a) => [a.action, a.overall])).toEqual([
      ['SALES_BAN', 'FAILURE'],
      ['DETAILS', 'SUCCESS'],
    ]);
    const refused = await t.request({
      method: 'POST',
      url: `${cart.base}/orders`,
      session: manager,
      payload: { cartId: added.code },
    });
    expect(refused.json()).toMatchObject({ code: 'SALES_BAN' });
    await t.db.delete(salesBans).where(eq(salesBans.companyId, POHJOLA));

    const submitted = await t.request({
      method: 'POST',
      url: `${cart.base}/orders`,
      session: manager,
      headers: { 'if-match': cart.etag! },
      payload: { cartId: added.code },
    });
    expect(submitted.statusCode).toBe(201);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, submitted.json<{ uid: string }>().uid));
    expect(order!.details).toMatchObject({
      payer: { uid: DEMO_PAYER.pohjola, name: 'Pohjola Design Oy' },
      deliveryInfo: { street: 'Satamakatu 12' },
      contacts: ['tilaukset@pohjola.example'],
    });
    const unknown = await t.request({
      method: 'POST',
      url: `${cart.base}/preordercheck?actions=PIZZA`,
      session: manager,
      payload: { cartId: added.code },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('previews the change: one-off and monthly totals, and the company’s spend only for who reads its invoices', async () => {
    const cart = cartClient(t, manager, AURORA, DEMO_USER.manager);
    const added = (
      await cart.add('FBB_KUITU_300', 'FIXED_BROADBAND', 1, [], { addressId: FIBRE_ADDRESS })
    ).json<Cart>();
    await cart.send('PUT', `/carts/${added.code}/payer`, {
      uid: DEMO_PAYER.aurora,
      costCentreId: AURORA_POOL,
    });
    const impact = (await cart.send('GET', `/carts/${added.code}/changeimpact`)).json<ChangeImpact>();
    expect(impact.oneTimeCents).toBe(added.totals.oneTimeCents);
    expect(impact.orderMonthlyCents).toBe(added.totals.monthlyCents);
    expect(impact.company!.monthlyAfterCents - impact.company!.monthlyBeforeCents).toBe(
      added.totals.monthlyCents,
    );
    const sales = impact.company!.byCostCentre.find((row) => row.costCentreId === AURORA_POOL)!;
    expect(sales.monthlyAfterCents - sales.monthlyBeforeCents).toBe(added.totals.monthlyCents);

    const ordererSession = await t.login('pekka.jarvinen@aurora.example');
    const orderer = (
      await t.request({ method: 'GET', url: '/api/users/self/info', session: ordererSession })
    ).json<{ uid: string }>();
    const own = cartClient(t, ordererSession, AURORA, orderer.uid);
    const theirs = (
      await own.add('FBB_KUITU_300', 'FIXED_BROADBAND', 1, [], { addressId: FIBRE_ADDRESS })
    ).json<Cart>();
    const preview = (await own.send('GET', `/carts/${theirs.code}/changeimpact`)).json<ChangeImpact>();
    const info = (await cart.send('GET', `/carts/${added.code}/bundleinfo`)).json<BundleInfo>();
    expect(info.productSelections.at(-1)).toMatchObject({
      orderlineBundleNo: added.lines.at(-1)!.orderlineBundleNo,
      bundleConfiguration: {
        rootBundletemplateId: 'FIXED_BROADBAND',
        products: [{ productCode: 'FBB_KUITU_300', bundleTemplateId: 'FBB_PLAN' }],
      },
      mainProductBundle: 'FBB_PLAN',
      partyRoleEntries: [{ role: 'PAYER', partyName: 'Aurora Logistics Oy' }],
    });
    expect(preview).toEqual({ oneTimeCents: 9900, orderMonthlyCents: 3990, company: null });
  });
});
