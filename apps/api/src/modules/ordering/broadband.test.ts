import type { Cart } from '@kaista/domain/ordering';
import type { AvailabilityAddress, AvailabilityAnswer } from '@kaista/domain/services';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_USER, demoUuid } from '../../seed/demo-ids';
import { type TestApp, withTestApp } from '../../test/test-app';
import { cartClient } from './ordering-test-kit';

/** The demo network (seed/demo-availability.ts): Satamakatu 12 has fibre, 3 has 5G fixed wireless, 4 VDSL. */
const SATAMAKATU = (n: number) => `00000000-0000-4000-8081-${String(1000 + n).padStart(12, '0')}`;

describe('issue 10: fixed broadband by address', () => {
  let t: TestApp;
  let manager: string;
  withTestApp(async (app) => {
    t = app;
    manager = await t.login('manager@aurora.example');
  });

  const client = () => cartClient(t, manager, DEMO_COMPANY.aurora, DEMO_USER.manager);
  const offers = async (addressId: string) =>
    (await client().send('GET', `/broadband/offers?addressId=${addressId}`)).json<AvailabilityAnswer>();

  it('finds the network’s addresses and offers only what each can have, with its speeds', async () => {
    const found = await client().send(
      'GET',
      '/broadband/addresses?streetAddress=Satamakatu%2012&city=Helsinki',
    );
    expect(found.statusCode).toBe(200);
    expect(found.json<AvailabilityAddress[]>()).toEqual([
      {
        id: SATAMAKATU(12),
        street: 'Satamakatu',
        houseNumber: '12',
        postalNumber: '00160',
        city: 'Helsinki',
      },
    ]);
    const fibre = await offers(SATAMAKATU(12));
    expect(fibre.products).toEqual([
      expect.objectContaining({
        productCode: 'FBB_KUITU_300',
        technology: 'FIBER',
        downMbps: 300,
        upMbps: 300,
      }),
    ]);
    const wireless = await offers(SATAMAKATU(3));
    expect(wireless.products.map((product) => product.productCode)).not.toContain('FBB_KUITU_300');
    expect(wireless.products.every((product) => product.technology === 'FWA_5G')).toBe(true);
    expect((await offers(SATAMAKATU(4))).products).toEqual([]);
    const unknown = await client().send('GET', `/broadband/offers?addressId=${demoUuid(99, 99)}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('adds a product at an address that has it, the address as its installation address; refuses one that has not', async () => {
    const cart = client();
    const refused = await cart.send('POST', `/carts/${(await cart.open()).code}/bundles`, {
      rootBundleTemplateId: 'FIXED_BROADBAND',
      productCode: 'FBB_KUITU_300',
      addressId: SATAMAKATU(3),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      addressId: 'ordering.broadband.not-available',
    });
    const added = await cart.send('POST', `/carts/${(await cart.open()).code}/bundles`, {
      rootBundleTemplateId: 'FIXED_BROADBAND',
      productCode: 'FBB_KUITU_300',
      addressId: SATAMAKATU(12),
    });
    expect(added.statusCode, added.body).toBe(200);
    const line = added.json<Cart>().lines.at(-1)!;
    const installation = line.selections[0]!.characteristics.find(
      (characteristic) => characteristic.code === 'installationAddress',
    );
    expect(installation?.value).toBe('Satamakatu 12, 00160 Helsinki');
  });

  it('refuses a fixed line added without an address, and adds a mobile broadband line without one', async () => {
    const cart = client();
    const code = (await cart.open()).code;
    const before = (await cart.send('GET', `/carts/${code}`)).json<Cart>();
    const refused = await cart.send('POST', `/carts/${code}/bundles`, {
      rootBundleTemplateId: 'FIXED_BROADBAND',
      productCode: 'FBB_KUITU_300',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      addressId: 'ordering.broadband.address-required',
    });
    const after = (await cart.send('GET', `/carts/${code}`)).json<Cart>();
    expect(after.lines).toHaveLength(before.lines.length);
    const mobile = await cart.send('POST', `/carts/${code}/bundles`, {
      rootBundleTemplateId: 'MOBILE_BROADBAND',
      productCode: 'MBB_5G_300',
    });
    expect(mobile.statusCode, mobile.body).toBe(200);
  });

  it('is the caller’s own (404 for another uid)', async () => {
    const other = await t.request({
      method: 'GET',
      url: `/api/businesses/${DEMO_COMPANY.aurora}/users/${demoUuid(1, 6)}/broadband/offers?addressId=${SATAMAKATU(12)}`,
      session: manager,
    });
    expect(other.statusCode).toBe(404);
  });
});
