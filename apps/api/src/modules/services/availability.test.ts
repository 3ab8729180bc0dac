import type { AvailabilityAddress, AvailabilityAnswer } from '@kaista/domain/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { splitStreetAddress } from './availability.service';

const base = `/api/businesses/${DEMO_COMPANY.aurora}`;

describe('availability search', () => {
  let t: TestApp;
  let manager: string;
  let employee: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    employee = await t.login('employee@aurora.example');
  }, 60_000);
  afterAll(() => t.close());

  const addresses = (query: string, session = manager) =>
    t.request({ method: 'GET', url: `${base}/addresses?${query}`, session });
  const products = (body: object, session = manager) =>
    t.request({ method: 'POST', url: `${base}/availability/products`, session, payload: body });

  it('splits a street address into the street and the house number', () => {
    expect(splitStreetAddress('Mannerheimintie 12')).toEqual({
      street: 'Mannerheimintie',
      houseNumber: '12',
    });
    expect(splitStreetAddress('Hatanpään valtatie')).toEqual({
      street: 'Hatanpään valtatie',
      houseNumber: null,
    });
  });

  it('finds addresses by street, house number and city, from their beginning, at most 20', async () => {
    const street = (await addresses('streetAddress=manner')).json<AvailabilityAddress[]>();
    expect(street).toHaveLength(20);
    expect(street.every((address) => address.street === 'Mannerheimintie')).toBe(true);
    const one = (await addresses('streetAddress=Satamakatu%2012&city=hel')).json<AvailabilityAddress[]>();
    expect(one).toEqual([
      expect.objectContaining({
        street: 'Satamakatu',
        houseNumber: '12',
        postalNumber: '00160',
        city: 'Helsinki',
      }),
    ]);
    expect((await addresses('streetAddress=Satamakatu&city=Oulu')).json()).toEqual([]);
    expect((await addresses('streetAddress=a')).statusCode).toBe(400);
    expect((await addresses('streetAddress=Satamakatu', employee)).statusCode).toBe(403);
  });

  it('answers the products and speeds an address can have, from the catalogue', async () => {
    const all = (await addresses('streetAddress=Hämeenkatu&city=Tampere')).json<AvailabilityAddress[]>();
    const answers = await Promise.all(
      all.map(async (address) => (await products({ addressId: address.id })).json<AvailabilityAnswer>()),
    );
    const offered = answers.flatMap((answer) => answer.products);
    expect(new Set(offered.map((product) => product.productCode))).toEqual(
      new Set(['FBB_KUITU_300', 'MBB_5G_300', 'MBB_5G_1000']),
    );
    expect(
      offered.every((product) => product.monthlyCents !== null && product.name.startsWith('Kaista')),
    ).toBe(true);
    // An address with nothing to sell still tells its line, so that the user knows why.
    const bare = answers.find((answer) => answer.products.length === 0)!;
    expect(bare.access).toEqual({
      technology: 'VDSL',
      maxDownMbps: expect.any(Number),
      maxUpMbps: expect.any(Number),
    });
    const fibre = answers.find((answer) => answer.access.technology === 'FIBER')!;
    expect(fibre.access.maxUpMbps).toBe(fibre.access.maxDownMbps);
    const fast = answers.find((answer) => answer.products.some((p) => p.productCode === 'MBB_5G_1000'))!;
    const filtered = (
      await products({ addressId: fast.address.id, minDownMbps: 500 })
    ).json<AvailabilityAnswer>();
    expect(filtered.products.map((product) => product.productCode)).toEqual(['MBB_5G_1000']);
    expect((await products({ addressId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await products({ addressId: 'nope' })).statusCode).toBe(400);
    const params = await t.request({
      method: 'GET',
      url: `${base}/availability/productsearchparams`,
      session: manager,
    });
    expect(params.json()).toEqual({ technologies: ['FIBER', 'VDSL', 'FWA_5G'], speeds: [300, 1000] });
  });
});
