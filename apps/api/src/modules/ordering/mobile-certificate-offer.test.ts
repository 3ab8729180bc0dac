import type { BundleStructure, Cart } from '@kaista/domain/ordering';
import type { Report } from '@kaista/domain/reports';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_USER } from '../../seed/demo-ids';
import { type TestApp, withTestApp } from '../../test/test-app';
import { cartClient } from './ordering-test-kit';

const POHJOLA = DEMO_COMPANY.pohjola;
const CERTIFICATE = { bundleTemplateId: 'MV_CERT', productCode: 'MOBILE_CERT' };

/** The mobile certificate is ordered with a new mobile subscription, once the company has activated the service. */
describe('the mobile certificate in the order capture', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  const structure = async () =>
    (
      await t.request({
        method: 'GET',
        url: `/api/businesses/${POHJOLA}/catalogue/bundles/MOBILE_VOICE`,
        session: manager,
      })
    ).json<BundleStructure>();
  const priceListCodes = async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/businesses/${POHJOLA}/reports/price-list`,
      session: manager,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Report>().rows.map((row) => row[0]);
  };

  it('is not offered before the activation, and choosing it anyway is refused with nothing changed', async () => {
    const offered = await structure();
    expect(offered.bundles.map((bundle) => bundle.originalId)).not.toContain('MV_CERT');
    expect(offered.products.map((product) => product.code)).not.toContain('MOBILE_CERT');

    const cart = cartClient(t, manager, POHJOLA, DEMO_USER.manager);
    const withIt = await cart.add('MOB_5G_100', 'MOBILE_VOICE', 1, [CERTIFICATE]);
    expect(withIt.statusCode).toBe(400);
    expect(withIt.json().fieldErrors).toEqual({ productCode: 'ordering.bundle-rule.UNKNOWN_PRODUCT' });
    const line = (await cart.add('MOB_5G_100', 'MOBILE_VOICE')).json<Cart>();
    const before = line.version;
    const added = await cart.send('PUT', `/carts/${line.code}/bundles`, {
      orderlineBundleNo: line.lines.at(-1)!.orderlineBundleNo,
      ...CERTIFICATE,
      action: 'ADD',
    });
    expect(added.statusCode).toBe(400);
    expect((await cart.send('GET', `/carts/${line.code}`)).json<Cart>().version).toBe(before);
    // The company's price list lists what it may order, so not the certificate either.
    const listed = await priceListCodes();
    expect(listed).toContain('MOB_5G_100');
    expect(listed).not.toContain('MOBILE_CERT');
  });

  it('is an add-on of a new mobile subscription once the company has activated the service', async () => {
    const activated = await t.request({
      method: 'POST',
      url: `/api/businesses/${POHJOLA}/mobileid/activate`,
      session: manager,
      payload: { acceptTerms: true, noticeEmail: 'varmenteet@pohjoladesign.example' },
    });
    expect(activated.statusCode).toBe(200);
    const offered = await structure();
    expect(offered.bundles.find((bundle) => bundle.originalId === 'MV_CERT')).toMatchObject({
      parentId: 'MV_PLAN',
      minItemsRequired: 0,
      products: [{ code: 'MOBILE_CERT', defaultProduct: false }],
    });

    const cart = cartClient(t, manager, POHJOLA, DEMO_USER.manager);
    const line = (await cart.add('MOB_5G_100', 'MOBILE_VOICE')).json<Cart>();
    const added = await cart.send('PUT', `/carts/${line.code}/bundles`, {
      orderlineBundleNo: line.lines.at(-1)!.orderlineBundleNo,
      ...CERTIFICATE,
      action: 'ADD',
    });
    expect(added.statusCode).toBe(200);
    const withCertificate = added.json<Cart>().lines.at(-1)!;
    expect(withCertificate.products.map((product) => product.code)).toContain('MOBILE_CERT');
    expect(withCertificate.totals.monthlyCents - line.lines.at(-1)!.totals.monthlyCents).toBe(150);
    expect(await priceListCodes()).toContain('MOBILE_CERT');
  });
});
